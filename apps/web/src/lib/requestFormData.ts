import { quoteFormFields, type LoanQuote } from '@abono/domain';
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
 * The multipart body shared by POST /api/loans and POST /api/loans/insurance (spec 01 §3):
 * applicant fields, the request's own fields, the quote figures the server re-checks,
 * the optional tin, the drawn signature as `signature.png`, and any extra files.
 */
export function requestFormData(input: SignedRequestInput, fields: Record<string, string>, files: Record<string, File> = {}): FormData {
  const body = new FormData();
  const values: Record<string, string> = {
    ...input.employee,
    ...fields,
    ...quoteFormFields(input.quote),
  };
  if (input.tin) values.tin = input.tin;
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file, file.name);
  body.append('signature', dataUrlToFile(input.signature, 'signature.png'));
  return body;
}
