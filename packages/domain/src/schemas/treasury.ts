/** Treasury calls (spec 02 §5, §7): confirm deposits, report errors, bank files. */
import { z } from 'zod';
import { isFriday } from '../dates';
import {
  MAX_LENGTH,
  companyIdQuerySchema,
  dateField,
  idField,
  idListField,
  idParamSchema,
  payload,
  requiredText,
} from './common';
import { BANK_CODES } from '../catalog';
import { MAX_BULK_LOANS } from '../listOptions';
import { DEDUCTION_FORMATS } from '../deductions';

/** PUT /treasury/confirm-loans. */
export const confirmLoansSchema = payload({
  loanIds: idListField('errors.select_loans', 1, MAX_BULK_LOANS),
  companyId: idField(),
});
export type ConfirmLoans = z.infer<typeof confirmLoansSchema>;

/** PUT /treasury/report-loans-error: the comment is required. */
export const reportLoansErrorSchema = payload({
  loanIds: idListField('errors.select_loans', 1, MAX_BULK_LOANS),
  comment: requiredText(MAX_LENGTH.comment, 'treasury.error.comment_required'),
  companyId: idField(),
});
export type ReportLoansError = z.infer<typeof reportLoansErrorSchema>;

/** GET /treasury/generate?company_id&bank_id: bank_id is the bank code (072 BANORTE, 021 HSBC). */
export const treasuryGenerateQuerySchema = payload({
  company_id: idField(),
  bank_id: z.enum(BANK_CODES, { error: 'errors.invalid_bank' }),
});
export type TreasuryGenerateQuery = z.infer<typeof treasuryGenerateQuerySchema>;

/** GET /treasury/files/:id?company_id: one file of the history, downloaded again byte for byte. */
export const treasuryFileParamsSchema = idParamSchema;
export const treasuryFileQuerySchema = companyIdQuerySchema;

/** GET /treasury/deductions/summary?company_id&date: the date must be a Friday (a payroll day). */
export const deductionsSummaryQuerySchema = payload({
  company_id: idField(),
  date: dateField().refine(isFriday, 'treasury.error.not_friday'),
});
export type DeductionsSummaryQuery = z.infer<typeof deductionsSummaryQuerySchema>;

/** GET /treasury/deductions?company_id&date&format: the .xlsx by default, or a CSV. */
export const deductionsQuerySchema = payload({
  company_id: idField(),
  date: dateField().refine(isFriday, 'treasury.error.not_friday'),
  format: z.enum(DEDUCTION_FORMATS, { error: 'errors.invalid_value' }).default('xlsx'),
});
export type DeductionsQuery = z.infer<typeof deductionsQuerySchema>;
