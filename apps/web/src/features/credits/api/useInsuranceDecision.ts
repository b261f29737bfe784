import { insuranceHrApi, type InsuranceDecisionAction } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { creditKeys } from './creditKeys';

/** PUT /api/loans/insurance/{id}/approve | reject. */
export function useInsuranceDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, companyId, decision }: { id: number; companyId: number; decision: InsuranceDecisionAction }) =>
      call(insuranceHrApi[decision], { params: { id }, body: { company_id: companyId } }),
    onSettled: () => client.invalidateQueries({ queryKey: creditKeys.all }),
  });
}
