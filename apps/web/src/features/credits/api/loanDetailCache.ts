import type { LoanDetailResponse } from '@abono/domain';
import type { QueryClient } from '@tanstack/react-query';
import { loanDetailQuery } from '../../../lib/queries/loanDetailQuery';
import { creditKeys } from './creditKeys';

/**
 * An HR action answers the loan's new detail: it is written into the detail's cache, and only
 * the lists (which the answer cannot update) are read again.
 */
export async function storeLoanDetail(client: QueryClient, loan: LoanDetailResponse): Promise<void> {
  const detailKey = loanDetailQuery(loan.id).queryKey;
  client.setQueryData(detailKey, loan);
  await client.invalidateQueries({
    queryKey: creditKeys.all,
    predicate: (query) => query.queryKey[1] !== detailKey[1],
  });
}
