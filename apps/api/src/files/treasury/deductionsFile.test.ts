/**
 * The payroll deduction file read back: the workbook by exceljs from the buffer, the CSV by
 * csv-parse. Sections, totals, numeric money with the currency format, the frozen header, the
 * BOM and CRLF, and the formula neutralisation shared with the bank request (decision 068).
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { deductionSheet, type DeductionLoan } from '@abono/domain';
import { deductionsFileName, writeDeductionsCsv, writeDeductionsXlsx } from './deductionsFile';

const HEADERS = [
  'Número de control',
  'Nombre',
  'Préstamo',
  'Semana',
  'Descuento',
  'Interés',
  'Capital',
  'Saldo después',
];
const loan = (over: Partial<DeductionLoan>): DeductionLoan => ({
  loanId: 1,
  controlNumber: '1',
  name: 'Peña Núñez',
  confirmedDate: '2026-11-21',
  deadline: '2026-12-18',
  weeksNeeded: 4,
  weeklyDiscount: '500.00',
  interestAmount: '116.67',
  totalAmount: '5116.67',
  ...over,
});
// On 2026-12-18: three weekly deductions of 500.00 (interest 29.16) and final payments of 3116.67, 3116.67 and 116.67.
const SHEET = deductionSheet(
  [
    loan({ loanId: 2, controlNumber: '10', name: '=HYPERLINK("http://x","y")' }),
    loan({}),
    loan({ loanId: 3, controlNumber: '2', name: '+1', totalAmount: '2116.67' }),
  ],
  '2026-12-18',
);

describe('payroll deduction file', () => {
  it('names the file by the Friday', () => {
    expect(deductionsFileName('2026-12-18', 'xlsx')).toBe('descuentos_nomina_20261218.xlsx');
    expect(deductionsFileName('2026-12-18', 'csv')).toBe('descuentos_nomina_20261218.csv');
  });

  it('writes a workbook with the deductions and the final payments on their own sheets, with totals', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeDeductionsXlsx(SHEET)) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Descuentos', 'Pago final con fondo de ahorro']);
    const [weekly, finals] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
    const values = (ws: ExcelJS.Worksheet) =>
      ws
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1));
    expect(values(weekly)).toEqual([
      HEADERS,
      ['1', 'Peña Núñez', 1, 4, 500, 29.16, 470.84, 3116.67],
      ['2', '+1', 3, 4, 500, 29.16, 470.84, 116.67],
      ['10', '=HYPERLINK("http://x","y")', 2, 4, 500, 29.16, 470.84, 3116.67],
      ['Total', undefined, undefined, undefined, 1500, 87.48, 1412.52],
      ['Total general (descuentos y pagos finales)', undefined, undefined, undefined, 7850.01],
    ]);
    expect(values(finals)).toEqual([
      HEADERS,
      ['1', 'Peña Núñez', 1, 5, 3116.67, 0, 3116.67, 0],
      ['2', '+1', 3, 5, 116.67, 0, 116.67, 0],
      ['10', '=HYPERLINK("http://x","y")', 2, 5, 3116.67, 0, 3116.67, 0],
      ['Total', undefined, undefined, undefined, 6350.01, 0, 6350.01],
    ]);
    // A name is a text cell, never a formula; money cells carry the currency format; the header is frozen.
    expect(weekly.getCell('B4').type).toBe(ExcelJS.ValueType.String);
    expect(weekly.getCell('E2').numFmt).toBe('"$"#,##0.00');
    expect(weekly.getCell('E5').numFmt).toBe('"$"#,##0.00');
    expect(weekly.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(['A1', 'H1', 'A5', 'E5', 'A6', 'E6'].map((c) => weekly.getCell(c).font?.bold)).toEqual(Array(6).fill(true));
    expect(weekly.getCell('A2').font?.bold).toBeUndefined();
  });

  it('writes a CSV with BOM and CRLF, both sections, totals and neutralised text cells', () => {
    const bytes = writeDeductionsCsv(SHEET);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const records = parse(bytes, { bom: true, record_delimiter: '\r\n' }) as string[][];
    expect(records.every((r) => r.length === 8)).toBe(true);
    expect(records).toEqual([
      HEADERS,
      ['1', 'Peña Núñez', '1', '4', '500.00', '29.16', '470.84', '3116.67'],
      ['2', "'+1", '3', '4', '500.00', '29.16', '470.84', '116.67'],
      ['10', `'=HYPERLINK("http://x","y")`, '2', '4', '500.00', '29.16', '470.84', '3116.67'],
      ['Total', '', '', '', '1500.00', '87.48', '1412.52', ''],
      ['', '', '', '', '', '', '', ''],
      ['Pago final con fondo de ahorro', '', '', '', '', '', '', ''],
      HEADERS,
      ['1', 'Peña Núñez', '1', '5', '3116.67', '0.00', '3116.67', '0.00'],
      ['2', "'+1", '3', '5', '116.67', '0.00', '116.67', '0.00'],
      ['10', `'=HYPERLINK("http://x","y")`, '2', '5', '3116.67', '0.00', '3116.67', '0.00'],
      ['Total', '', '', '', '6350.01', '0.00', '6350.01', ''],
      ['', '', '', '', '', '', '', ''],
      ['Total general (descuentos y pagos finales)', '', '', '', '7850.01', '', '', ''],
    ]);
  });

  it('writes the headers and zero totals for a Friday with nothing due', async () => {
    const empty = deductionSheet([], '2026-12-25');
    const records = parse(writeDeductionsCsv(empty), { bom: true }) as string[][];
    expect(records.filter((r) => r[0] === 'Total').map((r) => r[4])).toEqual(['0.00', '0.00']);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeDeductionsXlsx(empty)) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.rowCount)).toEqual([3, 2]);
  });
});
