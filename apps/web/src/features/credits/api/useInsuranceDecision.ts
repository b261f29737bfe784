import type { InsuranceDecision, InsuranceDecisionAction } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { creditKeys } from './creditKeys';

/** PUT /api/loans/insurance/{id}/approve | reject. */
export function useInsuranceDecision() {
  const client = useQueryClient();
  return useMutation<InsuranceDecision, unknown, { id: number; companyId: number; decision: InsuranceDecisionAction }>({
    mutationFn: ({ id, companyId, decision }) => http.put<InsuranceDecision>(`/loans/insurance/${id}/${decision}`, { company_id: companyId }),
    onSettled: () => client.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
