/**
 * Insurance request (spec 01 §2 insurance panel, §3 "Insurance request (sent)", §5).
 * Multipart: the payslip and signature are file parts the route checks by content;
 * the form checks that a PDF was picked.
 */
import { z } from 'zod';
import { MAX_LENGTH, amountField, dateField, idField, payload, requiredText, optionalText } from './common';
import { quoteFiguresShape, signatureField } from './loan';
import { INSURANCE_TYPES, PAYMENT_METHODS, PAYSLIP_MAX_BYTES } from '../catalog';

/** The parts of a browser File the form looks at (the domain has no DOM types). */
export interface FileLike {
  name: string;
  type?: string;
  size?: number;
}

function isFileLike(v: unknown): v is FileLike {
  return typeof v === 'object' && v !== null && typeof (v as FileLike).name === 'string';
}

/** The picked payslip: present, a PDF by type or name, at most 5 MB. Keeps the File as is. */
export const payslipField = z
  .custom<FileLike>(isFileLike, 'errors.payslip_required')
  .refine((f) => f.type === 'application/pdf' || f.name.toLowerCase().endsWith('.pdf'), 'errors.payslip_pdf_only')
  .refine((f) => (f.size ?? 0) <= PAYSLIP_MAX_BYTES, 'messages.file_too_large');

const insuranceTypeField = z.enum(INSURANCE_TYPES, { error: 'errors.invalid_insurance_type' });
const paymentMethodField = z.enum(PAYMENT_METHODS, { error: 'errors.invalid_payment_method' });

export const insuranceApplyFormSchema = payload({
  insurance_type: insuranceTypeField,
  policy_amount: amountField(),
  weekly_discount: amountField(),
  payment_method: paymentMethodField,
  last_payslip: payslipField,
  signature: signatureField,
});
export type InsuranceApplyForm = z.infer<typeof insuranceApplyFormSchema>;

/** The text fields of the multipart POST /loans/insurance. */
export const insuranceRequestSchema = payload({
  date: dateField(),
  employee_code: requiredText(MAX_LENGTH.controlNumber),
  name: requiredText(MAX_LENGTH.name),
  branch: requiredText(MAX_LENGTH.location),
  insurance_type: insuranceTypeField,
  policy_amount: amountField(),
  weekly_discount: amountField(),
  payment_method: paymentMethodField,
  company_id: idField(),
  tin: optionalText(MAX_LENGTH.tin),
  ...quoteFiguresShape,
});
export type InsuranceRequest = z.infer<typeof insuranceRequestSchema>;
