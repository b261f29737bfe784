/**
 * The bank money request `solicitud_bancaria_{YYYYMMDD}.csv` (03 §4). Pure: rows in, bytes out.
 * STUB on the base branch: the files engineer replaces the body; the signature is the contract.
 */
import type { Money } from '@abono/domain';

export interface BankRequestRow {
  controlNumber: string;
  name: string;
  tin: string | null;
  bankCode: string;
  accountNumber: string;
  amount: Money;
  loanId: number;
}

/** `solicitud_bancaria_{YYYYMMDD}.csv` for a business day `YYYY-MM-DD`. */
export function bankRequestFileName(day: string): string {
  return `solicitud_bancaria_${day.replaceAll('-', '')}.csv`;
}

export function writeBankRequestCsv(rows: readonly BankRequestRow[]): Buffer {
  void rows;
  throw new Error('not implemented');
}
