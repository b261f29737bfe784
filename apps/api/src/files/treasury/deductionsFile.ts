/**
 * The weekly payroll deduction file of a Friday (.xlsx or CSV): one row per confirmed loan with a
 * payment due that day, the savings-fund final payments apart, and totals. Pure: the domain's
 * DeductionSheet in, bytes out. STUB on the base branch: the files engineer replaces the body.
 */
import type { DeductionSheet } from '@abono/domain';

/** `descuentos_nomina_{YYYYMMDD}.xlsx` / `.csv`. */
export function deductionsFileName(date: string, format: 'xlsx' | 'csv'): string {
  return `descuentos_nomina_${date.replaceAll('-', '')}.${format}`;
}

export async function writeDeductionsXlsx(sheet: DeductionSheet): Promise<Buffer> {
  void sheet;
  throw new Error('not implemented');
}

export function writeDeductionsCsv(sheet: DeductionSheet): Buffer {
  void sheet;
  throw new Error('not implemented');
}
