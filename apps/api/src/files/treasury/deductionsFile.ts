/**
 * The weekly payroll deduction file of a Friday (.xlsx or CSV, decision 068): one row per
 * confirmed loan with a payment due that day, the savings-fund final payments apart, and totals.
 * Pure: the domain's DeductionSheet in, bytes out. The workbook follows the credits export's style
 * (loansXlsx.ts): Spanish headers, money as numbers with a currency format, frozen header. The CSV
 * is the bank request's (csvCell.ts): BOM, RFC 4180, CRLF, text cells neutralised.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sumMoney, type DeductionRow, type DeductionSheet, type Money } from '@abono/domain';
import { CURRENCY_FORMAT } from '../loansXlsx';
import { neutralizeCell, writeSafeCsv, type CsvCell } from './csvCell';

/** `descuentos_nomina_{YYYYMMDD}.xlsx` / `.csv`. */
export function deductionsFileName(date: string, format: 'xlsx' | 'csv'): string {
  return `descuentos_nomina_${date.replaceAll('-', '')}.${format}`;
}

export const DEDUCTION_HEADERS = [
  'Número de control',
  'Nombre',
  'Préstamo',
  'Semana',
  'Descuento',
  'Interés',
  'Capital',
  'Saldo después',
] as const;
export const DEDUCTIONS_SHEET = 'Descuentos';
export const FINAL_PAYMENTS_SHEET = 'Pago final con fondo de ahorro';
export const TOTAL_LABEL = 'Total';
export const GRAND_TOTAL_LABEL = 'Total general (descuentos y pagos finales)';

const WIDTHS = [18, 32, 12, 10, 14, 14, 14, 16];
const MONEY_COLUMNS = new Set([5, 6, 7, 8]);
/**
 * One style object per column, shared by every data cell of it: exceljs caches a cell's style id
 * by the style object, so 50,000 rows resolve 8 styles instead of 400,000 (the column style of
 * loansXlsx.ts gives each cell its own copy). Never mutated (the bold rows get their own objects).
 */
const DATA_STYLES: readonly Partial<ExcelJS.Style>[] = WIDTHS.map((_, i) =>
  Object.freeze(MONEY_COLUMNS.has(i + 1) ? { numFmt: CURRENCY_FORMAT } : {}),
);

/** A bold row (header, totals): its own style objects, money cells with the currency format. */
function boldRow(row: ExcelJS.Row): void {
  row.eachCell({ includeEmpty: true }, (cell, column) => {
    cell.style = MONEY_COLUMNS.has(column)
      ? { numFmt: CURRENCY_FORMAT, font: { bold: true } }
      : { font: { bold: true } };
  });
  row.commit();
}

interface Section {
  title: string;
  rows: readonly DeductionRow[];
  total: Money;
}

function sections(sheet: DeductionSheet): [Section, Section] {
  return [
    { title: DEDUCTIONS_SHEET, rows: sheet.deductions, total: sheet.deductionTotal },
    { title: FINAL_PAYMENTS_SHEET, rows: sheet.finalPayments, total: sheet.finalPaymentTotal },
  ];
}

/** The totals of a section: payment, interest and principal, exact (the balance has no total). */
function totals(section: Section): [Money, Money, Money] {
  return [section.total, sumMoney(section.rows.map((r) => r.interest)), sumMoney(section.rows.map((r) => r.principal))];
}

/**
 * The workbook: one sheet per section, each with its header frozen and a bold totals row; the
 * first sheet ends with the grand total. Written with exceljs's streaming writer (a Friday of
 * 50,000 loans never builds the whole workbook model in memory). Text cells are typed strings in
 * the file, never formulas, so a name like `=HYPERLINK(…)` needs no neutralisation here.
 */
export async function writeDeductionsXlsx(sheet: DeductionSheet): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  for (const [index, section] of sections(sheet).entries()) {
    const ws = workbook.addWorksheet(section.title, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = DEDUCTION_HEADERS.map((header, i) => ({ header, width: WIDTHS[i] }));
    boldRow(ws.getRow(1));
    for (const r of section.rows) {
      const row = ws.addRow([
        r.controlNumber,
        r.name,
        r.loanId,
        r.week,
        Number(r.deduction),
        Number(r.interest),
        Number(r.principal),
        Number(r.balanceAfter),
      ]);
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cell.style = DATA_STYLES[column - 1]!;
      });
      row.commit();
    }
    const [payment, interest, principal] = totals(section);
    boldRow(ws.addRow([TOTAL_LABEL, null, null, null, Number(payment), Number(interest), Number(principal)]));
    if (index === 0) boldRow(ws.addRow([GRAND_TOTAL_LABEL, null, null, null, Number(sheet.total)]));
    ws.commit();
  }
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/**
 * The CSV: the weekly deductions under the header, their totals row, then a row naming the final
 * payments' section, its header, rows and totals, and the grand total. Every record has the eight
 * columns, so a reader that expects a rectangle reads it. Amounts as `1234.50`.
 */
export function writeDeductionsCsv(sheet: DeductionSheet): Buffer {
  const blank = (first: string): CsvCell[] => [first, '', '', '', '', '', '', ''];
  const records: CsvCell[][] = [];
  for (const [index, section] of sections(sheet).entries()) {
    if (index > 0) records.push(blank(''), blank(section.title));
    records.push([...DEDUCTION_HEADERS]);
    for (const r of section.rows) {
      records.push([
        neutralizeCell(r.controlNumber),
        neutralizeCell(r.name),
        String(r.loanId),
        String(r.week),
        r.deduction,
        r.interest,
        r.principal,
        r.balanceAfter,
      ]);
    }
    const [payment, interest, principal] = totals(section);
    records.push([TOTAL_LABEL, '', '', '', payment, interest, principal, '']);
  }
  records.push(blank(''), [GRAND_TOTAL_LABEL, '', '', '', sheet.total, '', '', '']);
  return writeSafeCsv(records);
}
