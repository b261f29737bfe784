/**
 * The Banorte payroll dispersion `NI{emisora}{NN}.PAG` (03 §4): fixed width, 165 characters per
 * record, CRLF after every record (the last one too), ASCII with accents folded. Pure: rows in,
 * bytes out. Every choice the spec leaves open is in decision 067.
 */
import { toCents, type Money } from '@abono/domain';
import { bankText, centsField, padNumber, padText, truncate } from './bankText';

export interface BanorteDetail {
  /**
   * The employee's control number. The layout's employee number is numeric (10): its digits are
   * kept, the last 10 when there are more, zero-padded (`banorteEmployeeNumber`).
   */
  employeeNumber: string;
  /** The payer legend (40): the employee's name, folded to ASCII and cut to 40. */
  legend: string;
  amount: Money;
  /** The receiving bank's code (3), e.g. 072. */
  bankCode: string;
  /** A 10-digit Banorte account (type 01) or an 18-digit CLABE (type 40). */
  account: string;
}

export interface BanorteFile {
  /** The company's issuer code (emisora), or null: then 00000 and the name `pagos_{date}.PAG`. */
  issuerCode: string | null;
  /** Process and application date, `YYYY-MM-DD` (business day). */
  date: string;
  /** The file's sequence for that company and day: 1, 2, … (the name's NN and the header's consecutive). */
  sequence: number;
  details: readonly BanorteDetail[];
}

export const BANORTE_RECORD_LENGTH = 165;
/** The consecutive is two digits in the name and in the header: at most 99 files a day. */
export const BANORTE_MAX_SEQUENCE = 99;
const BANORTE_BANK = '072';
const CRLF = '\r\n';

/**
 * The 5-digit emisora of an issuer code: 1 to 5 digits, zero-padded; `00000` without an issuer
 * code. Null when the code (3–10 letters or digits in settings) cannot be a Banorte emisora: the
 * service answers 422 `issuer_code_not_banorte` before writing anything.
 */
export function banorteEmisora(issuerCode: string | null): string | null {
  if (issuerCode === null) return '00000';
  const code = issuerCode.trim();
  return /^\d{1,5}$/.test(code) ? code.padStart(5, '0') : null;
}

/**
 * `NI{emisora}{NN}.PAG` with the 5-digit emisora (as in the header) and NN = 01, 02, … the day's
 * sequence; `pagos_{YYYYMMDD}.PAG` without an issuer code, `pagos_{YYYYMMDD}_{NN}.PAG` from the
 * second such file of the day, so no two files of a day share a name.
 */
export function banorteFileName(issuerCode: string | null, date: string, sequence: number): string {
  const nn = sequenceField(sequence);
  if (issuerCode === null) return `pagos_${compactDate(date)}${sequence === 1 ? '' : `_${nn}`}.PAG`;
  const emisora = banorteEmisora(issuerCode);
  if (emisora === null) throw new Error(`The issuer code "${issuerCode}" is not a Banorte emisora`);
  return `NI${emisora}${nn}.PAG`;
}

/** The layout's employee number: the control number's digits (the last 10), zero-padded to 10. */
export function banorteEmployeeNumber(controlNumber: string): string {
  const digits = controlNumber.replace(/\D/g, '');
  return digits.slice(-10).padStart(10, '0');
}

/** `01` for a 10-digit Banorte account, `40` for an 18-digit CLABE (03 §4). */
export function banorteAccountType(account: string, bankCode: string): '01' | '40' {
  if (/^\d{18}$/.test(account)) return '40';
  if (/^\d{10}$/.test(account) && bankCode === BANORTE_BANK) return '01';
  throw new Error(`Banorte pays a 10-digit Banorte account or an 18-digit CLABE, not "${account}" (${bankCode})`);
}

function sequenceField(sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > BANORTE_MAX_SEQUENCE) {
    throw new Error(`The Banorte sequence must be 1 to ${BANORTE_MAX_SEQUENCE}, not ${sequence}`);
  }
  return String(sequence).padStart(2, '0');
}

function compactDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Not a YYYY-MM-DD date: "${date}"`);
  return date.replaceAll('-', '');
}

function record(fields: readonly string[]): string {
  const line = fields.join('');
  if (line.length !== BANORTE_RECORD_LENGTH) throw new Error(`A Banorte record has ${line.length} characters`);
  return line + CRLF;
}

function detailRecord(detail: BanorteDetail, cents: bigint, date: string): string {
  if (!/^\d{3}$/.test(detail.bankCode)) throw new Error(`Not a bank code: "${detail.bankCode}"`);
  if (cents <= 0n) throw new Error(`A payment must be positive, not ${detail.amount}`);
  return record([
    'D',
    date,
    banorteEmployeeNumber(detail.employeeNumber),
    ' '.repeat(40), // service reference
    padText(truncate(bankText(detail.legend), 40), 40, 'payer legend'),
    centsField(cents, 15, 'amount'),
    detail.bankCode,
    banorteAccountType(detail.account, detail.bankCode),
    padNumber(detail.account, 18, 'account'),
    '0', // movement type
    ' ', // action
    '00000000', // IVA
    ' '.repeat(18),
  ]);
}

export function writeBanortePag(file: BanorteFile): Buffer {
  const emisora = banorteEmisora(file.issuerCode);
  if (emisora === null) throw new Error(`The issuer code "${file.issuerCode}" is not a Banorte emisora`);
  const date = compactDate(file.date);
  const details: string[] = [];
  let total = 0n;
  for (const detail of file.details) {
    const cents = toCents(detail.amount);
    details.push(detailRecord(detail, cents, date));
    total += cents;
  }
  const header = record([
    'H',
    'NE',
    emisora,
    date,
    sequenceField(file.sequence),
    padNumber(file.details.length, 6, 'record count'),
    centsField(total, 15, 'total amount'),
    '000000', // altas count
    '0'.repeat(15), // altas amount
    '000000', // bajas count
    '0'.repeat(15), // bajas amount
    '000000', // accounts to verify
    '0', // action
    ' '.repeat(77),
  ]);
  // Every character is ASCII by construction (bankText, digits, spaces): latin1 writes one byte each.
  return Buffer.from(header + details.join(''), 'latin1');
}
