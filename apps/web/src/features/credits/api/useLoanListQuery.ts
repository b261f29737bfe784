import { creditsApi, type ClientInput } from '@abono/domain';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { listQueryOf, type CreditsView } from '../lib/creditsView';
import { creditKeys } from './creditKeys';

type ListQuery = ClientInput<typeof creditsApi.list.query>;

/** GET /api/loans: the page of the view, keeping the previous page on screen while the next loads. */
export function loanListQuery(companyId: number | null, view: CreditsView) {
  const query = companyId === null ? {} : listQueryOf(view, companyId);
  return queryOptions({
    queryKey: [...creditKeys.all, 'credits', 'list', query, view.page, view.pageSize] as const,
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) =>
            call(
              creditsApi.list,
              { query: { ...query, page: view.page, page_size: view.pageSize } as ListQuery },
              { signal },
            ),
    placeholderData: keepPreviousData,
  });
}

export function useLoanListQuery(companyId: number | null, view: CreditsView) {
  return useQuery(loanListQuery(companyId, view));
}
