import { quoteFigures, type LoanQuote } from '@abono/domain';
import { dataUrlToFile } from '../components/SignaturePad/dataUrl';

/** The applicant's read-only fields, as the loan and insurance panels show them. */
export interface ApplicantFieldValues {
  date: string;
  employee_code: string;
  name: string;
  branch: string;
}

/** What every signed request (a loan or an insurance request) carries besides its own fields. */
export interface SignedRequestInput {
  tin: string | null;
  /** The read-only fields of the applicant. */
  employee: ApplicantFieldValues;
  quote: LoanQuote;
  /** PNG data URL from the signature dialog. */
  signature: string;
}

/**
 * The fields POST /api/loans and POST /api/loans/insurance share (spec 01 §3): the applicant's
 * fields, the quote figures the server re-checks and the tin when known. Each request's form
 * adds its own fields, typed by its route's body schema.
 */
export function signedRequestFields(input: SignedRequestInput) {
  return { ...input.employee, ...quoteFigures(input.quote), tin: input.tin ?? undefined };
}

/** The drawn signature as the file part `signature.png`. */
export function signatureFile(input: SignedRequestInput): File {
  return dataUrlToFile(input.signature, 'signature.png');
}
