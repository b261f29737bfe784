/**
 * The Banorte payroll dispersion `NI{issuer}{NN}.PAG` (03 §4): fixed width, 165 characters per
 * record, CRLF, ASCII with accents folded. Pure: rows in, bytes out.
 * STUB on the base branch: the files engineer replaces the body; the signature is the contract.
 */
import type { Money } from '@abono/domain';

export interface BanorteDetail {
  /** The employee's control number (10, zero-padded). */
  employeeNumber: string;
  /** The payer legend (40): the employee's name, folded to ASCII. */
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

/** `NI{issuer}{NN}.PAG`, or `pagos_{YYYYMMDD}.PAG` without an issuer code. */
export function banorteFileName(issuerCode: string | null, date: string, sequence: number): string {
  void issuerCode;
  void date;
  void sequence;
  throw new Error('not implemented');
}

export function writeBanortePag(file: BanorteFile): Buffer {
  void file;
  throw new Error('not implemented');
}
