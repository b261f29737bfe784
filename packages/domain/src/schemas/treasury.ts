/** Treasury calls (spec 02 §5, §7): confirm deposits, report errors, bank files. */
import { z } from 'zod';
import { MAX_LENGTH, idField, idListField, payload, requiredText } from './common';
import { BANK_CODES } from '../catalog';

/** PUT /treasury/confirm-loans. */
export const confirmLoansSchema = payload({
  loanIds: idListField(),
  companyId: idField(),
});
export type ConfirmLoans = z.infer<typeof confirmLoansSchema>;

/** PUT /treasury/report-loans-error: the comment is required. */
export const reportLoansErrorSchema = payload({
  loanIds: idListField(),
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
