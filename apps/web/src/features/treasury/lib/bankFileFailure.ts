import type { UnpayableLoan } from '@abono/domain';
import { errorMessage, isApiError } from '../../../lib/http/ApiError';

export type BankFileFailure =
  | { kind: 'unpayable'; loans: UnpayableLoan[] }
  | { kind: 'warning'; message: string }
  | { kind: 'error'; message: string };

/**
 * How a failed bank file is told (spec 02 §8): a 404 (nothing to pay or request) is a warning
 * with the server's text; a 422 `unpayable_loans` opens the list of loans that cannot be paid;
 * anything else is an error with the server's text or the card's own. Async: the list's schema
 * loads on the first refusal (lib/treasurySchemas.ts).
 */
export async function bankFileFailure(
  error: unknown,
  fallback: { notFound: string; other: string },
): Promise<BankFileFailure> {
  if (isApiError(error) && error.code === 'unpayable_loans') {
    const { unpayableLoanSchema } = await import('./treasurySchemas');
    const loans = unpayableLoanSchema
      .array()
      .safeParse((error.details as { loans?: unknown } | null | undefined)?.loans);
    if (loans.success && loans.data.length > 0) return { kind: 'unpayable', loans: loans.data };
  }
  if (isApiError(error) && error.status === 404)
    return { kind: 'warning', message: errorMessage(error, fallback.notFound) };
  return { kind: 'error', message: errorMessage(error, fallback.other) };
}
