/**
 * The HSBC dispersion `HSBC.csv` (03 §4): the MXPRLF header and one detail per loan, CRLF after
 * every line (the last one too), no BOM (the bank reads ASCII). Pure: rows in, bytes out. Written
 * by csv-stringify; every field is digits or bankText (A–Z, 0–9, space), so no field ever needs
 * quoting and a comma in a name cannot split a row (decision 067).
 */
import { stringify } from 'csv-stringify/sync';
import { toCents, type Money } from '@abono/domain';
import { bankText, centsField, padNumber, truncate } from './bankText';

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
export const HSBC_CONCEPT = 'PRESTAMO NOMINA';
const BENEFICIARY_WIDTH = 35;
const REFERENCE_WIDTH = 34;

/**
 * The debit account of the header: the settings' HSBC account when it has exactly 10 digits (the
 * layout's width), else null. Settings accept 10 to 18 digits, so the service asks this first and
 * answers 422 `hsbc_account_missing` on null.
 */
export function hsbcDebitAccount(settingsValue: string | null | undefined): string | null {
  const value = settingsValue?.trim() ?? '';
  return /^\d{10}$/.test(value) ? value : null;
}

function account10(account: string, field: string): string {
  if (!/^\d{10}$/.test(account)) throw new Error(`The ${field} must have 10 digits, not "${account}"`);
  return account;
}

/** `DDMMYYYY` of a `YYYY-MM-DD` date. */
function ddmmyyyy(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`Not a YYYY-MM-DD date: "${date}"`);
  return `${m[3]}${m[2]}${m[1]}`;
}

export function writeHsbcCsv(file: HsbcFile): Buffer {
  const reference = bankText(file.batchReference);
  if (reference === '' || reference.length > REFERENCE_WIDTH) {
    throw new Error(`The batch reference must be 1 to ${REFERENCE_WIDTH} letters or digits: "${file.batchReference}"`);
  }
  const details: string[][] = [];
  let total = 0n;
  for (const detail of file.details) {
    const cents = toCents(detail.amount);
    if (cents <= 0n) throw new Error(`A payment must be positive, not ${detail.amount}`);
    total += cents;
    details.push([
      account10(detail.account, 'beneficiary account'),
      centsField(cents, 14, 'amount'),
      HSBC_CONCEPT,
      truncate(bankText(detail.beneficiary), BENEFICIARY_WIDTH).trimEnd(),
    ]);
  }
  const header = [
    'MXPRLF',
    'F',
    account10(file.debitAccount, 'debit account'),
    centsField(total, 14, 'total amount'),
    padNumber(file.details.length, 7, 'record count'),
    ddmmyyyy(file.date),
    '',
    reference,
  ];
  const text = stringify([header, ...details], { record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
  return Buffer.from(text, 'latin1');
}
