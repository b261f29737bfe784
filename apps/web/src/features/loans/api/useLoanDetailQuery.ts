import type { LoanDetailResponse } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { loanKeys } from './loanKeys';

/** GET /api/loans/{id}: the loan detail of spec 02 (fresh on every visit). */
export function useLoanDetailQuery(id: number | null) {
  return useQuery<LoanDetailResponse>({
    queryKey: loanKeys.detail(id),
    queryFn: ({ signal }) => http.get<LoanDetailResponse>(`/loans/${id}`, undefined, signal),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
}
