import type { ConfirmedLoansCheck } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeKeys } from './employeeKeys';

/**
 * GET /api/employees/{id}/check-confirmed-loans?company_id (03 §6): whether deactivating needs the
 * total savings. Asked afresh every time the dialog opens: a loan may have been confirmed since.
 */
export function useConfirmedLoansQuery(employeeId: number, companyId: number) {
  return useQuery<ConfirmedLoansCheck>({
    queryKey: employeeKeys.confirmedLoans(employeeId, companyId),
    queryFn: ({ signal }) => http.get<ConfirmedLoansCheck>(`/employees/${employeeId}/check-confirmed-loans`, { company_id: companyId }, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}
