/**
 * The bank money request `solicitud_bancaria_{YYYYMMDD}.csv` (03 §4): what treasury asks the bank
 * to transfer, one row per loan. Pure: rows in, bytes out. UTF-8 with BOM, RFC 4180, CRLF, text
 * cells neutralised against formulas (csvCell.ts, decision 067).
 */
import { toMoneyString, type Money } from '@abono/domain';
import { neutralizeCell, writeSafeCsv, type CsvCell } from './csvCell';

export interface BankRequestRow {
  controlNumber: string;
  name: string;
  tin: string | null;
  bankCode: string;
  accountNumber: string;
  amount: Money;
  loanId: number;
}

export const BANK_REQUEST_HEADER = [
  'Número de control',
  'Nombre',
  'RFC',
  'Banco',
  'Número de cuenta',
  'Monto',
  'Préstamo',
] as const;

/** `solicitud_bancaria_{YYYYMMDD}.csv` for a business day `YYYY-MM-DD`. */
export function bankRequestFileName(day: string): string {
  return `solicitud_bancaria_${day.replaceAll('-', '')}.csv`;
}

/**
 * The amount is the money string ("1234.50": point, two decimals, no thousands separator;
 * `1234.5` is written `1234.50`), which every bank portal and spreadsheet reads as a number.
 * Bank code and account stay digit strings: a leading zero is part of them.
 */
export function writeBankRequestCsv(rows: readonly BankRequestRow[]): Buffer {
  const records: CsvCell[][] = [[...BANK_REQUEST_HEADER]];
  for (const row of rows) {
    records.push([
      neutralizeCell(row.controlNumber),
      neutralizeCell(row.name),
      neutralizeCell(row.tin ?? ''),
      neutralizeCell(row.bankCode),
      neutralizeCell(row.accountNumber),
      toMoneyString(row.amount),
      String(row.loanId),
    ]);
  }
  return writeSafeCsv(records);
}
