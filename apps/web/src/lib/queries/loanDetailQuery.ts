import type { LoanDetailResponse } from '@abono/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { http } from '../http/httpClient';

/** GET /api/loans/{id}: one loan's detail, shared by every screen that shows it (null: none chosen). */
export function loanDetailQuery(id: number | null) {
  return queryOptions({
    queryKey: ['loans', 'detail', id] as const,
    queryFn: id === null ? skipToken : ({ signal }) => http.get<LoanDetailResponse>(`/loans/${id}`, undefined, signal),
  });
}
