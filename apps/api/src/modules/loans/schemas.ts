/**
 * Request schemas of the loan routes that only the API parses. Response schemas live in
 * @abono/domain (responses/loans.ts), next to the wire types they must equal.
 */
import { amountField, idField, payload } from '@abono/domain';

/** GET /api/loans/contract query. */
export const contractPreviewQuerySchema = payload({
  company_id: idField(),
  product_id: idField(),
  loan_amount: amountField(),
  weekly_discount: amountField(),
});

/** GET /api/loans/{id}/contract query: the signed version, the latest when absent. */
export const contractVersionQuerySchema = payload({ version: idField('errors.invalid_value').optional() });

/** Optional `company_id` of the owner's actions (multipart or JSON). */
export const optionalCompanySchema = payload({ company_id: idField().optional() });
