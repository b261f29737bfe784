/**
 * The credits export: the filtered list as a real workbook for Excel, written
 * with exceljs's streaming writer so a list of 50,000 loans never sits in memory whole.
 * Money cells are numbers with a currency format, dates are dates, statuses are Spanish,
 * and the header row is frozen with an autofilter. A row whose figures are a counter offer's
 * (effectiveFigures.ts) says so in «Cifras de contraoferta», as the screen's badge does
 *, so a reader of the file never takes them for what the employee asked.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  CALCULATION_RESULT_LABELS,
  LOAN_STATUS_LABELS,
  businessDayOf,
  type CalculationResult,
  type LoanStatus,
} from '@abono/domain';

export interface LoanExportRow {
  id: number;
  controlNumber: string;
  employeeName: string;
  amount: string;
  interestAmount: string;
  totalAmount: string;
  weeklyDiscount: string;
  finalPayment: string;
  totalSavings: string;
  weeksNeeded: number;
  status: LoanStatus;
  calculationResult: CalculationResult;
  errorComment: string | null;
  /** The figures above are the counter offer's. */
  hasCounterOffer: boolean;
  createdAt: Date;
}

export const CURRENCY_FORMAT = '"$"#,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';

/** The screen's columns, in its order (spec 02 "Credits screen"), plus the name and the error. */
const COLUMNS: {
  header: string;
  width: number;
  value: (r: LoanExportRow) => ExcelJS.CellValue;
  money?: boolean;
  date?: boolean;
}[] = [
  { header: 'Número de control', width: 18, value: (r) => r.controlNumber },
  { header: 'Nombre', width: 32, value: (r) => r.employeeName },
  { header: 'Monto', width: 14, value: (r) => Number(r.amount), money: true },
  { header: 'Interés', width: 14, value: (r) => Number(r.interestAmount), money: true },
  { header: 'Total', width: 14, value: (r) => Number(r.totalAmount), money: true },
  { header: 'Descuento semanal', width: 18, value: (r) => Number(r.weeklyDiscount), money: true },
  { header: 'Pago final', width: 14, value: (r) => Number(r.finalPayment), money: true },
  { header: 'Ahorro total', width: 14, value: (r) => Number(r.totalSavings), money: true },
  { header: 'Semanas', width: 10, value: (r) => r.weeksNeeded },
  { header: 'Estatus', width: 22, value: (r) => LOAN_STATUS_LABELS[r.status] },
  { header: 'Fecha de creación', width: 16, value: (r) => excelDate(r.createdAt), date: true },
  { header: 'Resultado del cálculo', width: 20, value: (r) => CALCULATION_RESULT_LABELS[r.calculationResult] },
  { header: 'Cifras de contraoferta', width: 22, value: (r) => (r.hasCounterOffer ? 'Sí' : 'No') },
  { header: 'Comentario de error', width: 40, value: (r) => r.errorComment ?? '' },
];

/**
 * Excel dates have no time zone: the cell must hold the Mexico City calendar day, so the
 * instant is shifted to that day at midnight UTC (exceljs writes a Date's UTC fields).
 */
function excelDate(instant: Date): Date {
  return new Date(`${businessDayOf(instant)}T00:00:00Z`);
}

/**
 * Money as an Excel number: a money string has at most 2 decimals and at most 12 integer
 * digits, which a double holds exactly to the cent for display; the stored string stays the
 * source of truth in the database.
 */
export function writeLoansXlsx(rows: AsyncIterable<LoanExportRow>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Créditos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.money ? { numFmt: CURRENCY_FORMAT } : c.date ? { numFmt: DATE_FORMAT } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    let count = 0;
    for await (const row of rows) {
      sheet.addRow(COLUMNS.map((c) => c.value(row))).commit();
      count += 1;
    }
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, count + 1), column: COLUMNS.length } };
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
