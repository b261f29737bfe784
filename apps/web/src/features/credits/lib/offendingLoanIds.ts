import { isApiError } from '../../../lib/http/ApiError';

/** The loan ids an answer names in `details.loan_ids` (bulk refusals), else []. */
export function offendingLoanIds(error: unknown): number[] {
  if (!isApiError(error)) return [];
  const ids = (error.details as { loan_ids?: unknown } | null | undefined)?.loan_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}
