/**
 * The HSBC dispersion `HSBC.csv` (03 §4): the MXPRLF header and one detail per loan. Pure: rows
 * in, bytes out. STUB on the base branch: the files engineer replaces the body.
 */
import type { Money } from '@abono/domain';

export interface HsbcDetail {
  /** The beneficiary's 10-digit HSBC account. */
  account: string;
  amount: Money;
  /** The beneficiary's name (≤ 35, ASCII). */
  beneficiary: string;
}

export interface HsbcFile {
  /** The company's HSBC debit account from settings. */
  debitAccount: string;
  /** Application date `YYYY-MM-DD`. */
  date: string;
  /** The batch reference (the history's file id or another unique reference). */
  batchReference: string;
  details: readonly HsbcDetail[];
}

export const HSBC_FILE_NAME = 'HSBC.csv';

export function writeHsbcCsv(file: HsbcFile): Buffer {
  void file;
  throw new Error('not implemented');
}
