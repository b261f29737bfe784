import type { TreasuryLoan } from '@abono/domain';
import type { TFunction } from 'i18next';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';

/**
 * The toast of a refused confirm or report: the server's text (or the spec's fallback) and, for
 * a 409 naming the loans that may not move (`details.loan_ids`), their control numbers, so the
 * analyst knows which rows another user moved meanwhile.
 */
export function bulkFailure(error: unknown, fallback: string, rows: readonly TreasuryLoan[], t: TFunction): string {
  const message = errorMessage(error, fallback);
  const ids = isApiError(error) ? (error.details as { loan_ids?: unknown } | null | undefined)?.loan_ids : undefined;
  if (!Array.isArray(ids) || ids.length === 0) return message;
  const names = ids.map((id) => rows.find((row) => row.id === id)?.controlNumber ?? `#${String(id)}`);
  return `${message} ${t('treasury.offenders', { ids: names.join(', ') })}`;
}
