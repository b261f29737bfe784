import type { LoanDetailResponse } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { loanDetailKey } from './creditKeys';

/** GET /api/loans/{id} for the side panels (fresh each time a panel opens). */
export function useCreditLoanQuery(id: number | null) {
  return useQuery<LoanDetailResponse>({
    queryKey: loanDetailKey(id),
    queryFn: ({ signal }) => http.get<LoanDetailResponse>(`/loans/${id}`, undefined, signal),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
}
