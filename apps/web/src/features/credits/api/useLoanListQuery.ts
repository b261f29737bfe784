import { creditsApi } from '@abono/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { listQueryOf, type CreditsView } from '../lib/creditsView';
import { creditKeys } from './creditKeys';

/** GET /api/loans: the page of the view, keeping the previous page on screen while the next loads. */
export function loanListQuery(companyId: number | null, view: CreditsView) {
  const filters = companyId === null ? null : listQueryOf(view, companyId);
  return queryOptions({
    queryKey: [...creditKeys.all, 'credits', 'list', filters ?? {}, view.page, view.pageSize] as const,
    queryFn:
      filters === null
        ? skipToken
        : ({ signal }) =>
            call(creditsApi.list, { query: { ...filters, page: view.page, page_size: view.pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLoanListQuery(companyId: number | null, view: CreditsView) {
  return useQuery(loanListQuery(companyId, view));
}
