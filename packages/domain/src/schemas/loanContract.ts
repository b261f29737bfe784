/**
 * Inputs of the employee's loan routes that only travel in a query or an optional form:
 * the contract preview's figures, a signed contract's version and the owner's actions'
 * optional company (declared in contract/loans.ts).
 */
import { amountField, idField, payload } from './common';

/** GET /api/loans/contract query: the unsigned preview of these figures. */
export const contractPreviewQuerySchema = payload({
  company_id: idField(),
  product_id: idField(),
  loan_amount: amountField(),
  weekly_discount: amountField(),
});

/** GET /api/loans/{id}/contract query: the signed version, the latest when absent. */
export const contractVersionQuerySchema = payload({ version: idField('errors.invalid_value').optional() });

/** Optional `company_id` of the owner's actions (multipart or JSON, or no body at all). */
export const optionalCompanySchema = payload({ company_id: idField().optional() });
