/**
 * Loan application (spec 01 §3 "Loan request (sent)", §5) and HR edits (03 §3).
 * POST /loans is multipart, so numbers arrive as strings and are coerced. The signature
 * travels as a file part: the route checks it (PNG, present); the form checks it here.
 */
import { z } from 'zod';
import { safeString } from './safeString';
import {
  MAX_LENGTH,
  amountField,
  dateField,
  idField,
  idListField,
  nonNegativeMoneyField,
  optionalText,
  payload,
  requiredText,
  weeksField,
} from './common';
import { MAX_BULK_LOANS } from '../listOptions';

/** A drawn signature as the form holds it (a PNG data URL); empty means not signed. */
export const signatureField = safeString('errors.signature_required')
  .min(1, 'errors.signature_required')
  .max(2_000_000, 'errors.too_long');

/** The apply panel's own inputs (spec 01 §2 loan apply panel). */
export const loanApplyFormSchema = payload({
  loan_amount: amountField(),
  weekly_discount: amountField(),
  signature: signatureField,
});
export type LoanApplyForm = z.infer<typeof loanApplyFormSchema>;

/** The client's quote figures, compared with the server's own quote (422 quote_mismatch). */
export const quoteFiguresShape = {
  interest_amount: nonNegativeMoneyField(),
  total_amount: nonNegativeMoneyField(),
  weeks_needed: weeksField,
  final_payment: nonNegativeMoneyField(),
  final_payment_date: dateField(),
};

/** The text fields of the multipart POST /loans. */
export const loanRequestSchema = payload({
  date: dateField(),
  employee_code: requiredText(MAX_LENGTH.controlNumber),
  name: requiredText(MAX_LENGTH.name),
  branch: requiredText(MAX_LENGTH.location),
  loan_amount: amountField(),
  weekly_discount: amountField(),
  product_id: idField(),
  company_id: idField(),
  tin: optionalText(MAX_LENGTH.tin),
  deadline: dateField(),
  ...quoteFiguresShape,
});
export type LoanRequest = z.infer<typeof loanRequestSchema>;

/**
 * PUT /loans/{id}: HR proposes new figures for a pending loan; the server requotes them and
 * sends them to the employee as a counter offer (03 §3). The reason is optional here (a fixed
 * text when absent), unlike the counter-offer panel's.
 */
export const loanEditSchema = payload({
  loan_amount: amountField(),
  weekly_discount: amountField(),
  reason: optionalText(MAX_LENGTH.reason),
  company_id: idField(),
});
export type LoanEdit = z.infer<typeof loanEditSchema>;

/** PUT /loans/mass-approve, /mass-reject, /mass-counter-offer. */
export const loanIdsSchema = payload({
  loanIds: idListField('errors.select_loans', 1, MAX_BULK_LOANS),
  company_id: idField(),
});
export type LoanIds = z.infer<typeof loanIdsSchema>;

/** GET /loans/user-active, PUT /loans/{id}/accept-counter-offer (multipart company_id). */
export const loanCompanySchema = payload({ company_id: idField() });
export type LoanCompany = z.infer<typeof loanCompanySchema>;

/** PUT /loans/{id}/reject: HR may say why (optional, shown to the employee). */
export const loanRejectSchema = payload({ company_id: idField(), reason: optionalText(MAX_LENGTH.reason) });
export type LoanReject = z.infer<typeof loanRejectSchema>;

/** PUT /loans/mass-reject: the ids and, optionally, one reason for all of them. */
export const loanIdsRejectSchema = payload({ ...loanIdsSchema.shape, reason: optionalText(MAX_LENGTH.reason) });
export type LoanIdsReject = z.infer<typeof loanIdsRejectSchema>;
