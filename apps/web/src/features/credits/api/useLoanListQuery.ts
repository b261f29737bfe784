import type { LoanList } from '@abono/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { listQueryOf, type CreditsView } from '../lib/creditsView';
import { creditKeys } from './creditKeys';

/** GET /api/loans: the page of the view, keeping the previous page on screen while the next loads. */
export function useLoanListQuery(companyId: number | null, view: CreditsView) {
  const query = companyId === null ? {} : listQueryOf(view, companyId);
  return useQuery<LoanList>({
    queryKey: creditKeys.list(query, view.page, view.pageSize),
    queryFn: ({ signal }) => http.get<LoanList>('/loans', { ...query, page: view.page, page_size: view.pageSize }, signal),
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}
