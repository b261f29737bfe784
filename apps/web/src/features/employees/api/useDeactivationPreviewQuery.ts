import type { DeactivationPreview } from '@abono/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeKeys } from './employeeKeys';

/**
 * GET /api/employees/{id}/deactivation-preview?company_id (03 §6): which deactivation applies,
 * the savings on record, and each loan in flight with what the deactivation does to it. Asked
 * afresh every time the dialog opens: a loan may have been approved or confirmed since.
 */
export function useDeactivationPreviewQuery(employeeId: number, companyId: number) {
  return useQuery<DeactivationPreview>({
    queryKey: employeeKeys.deactivationPreview(employeeId, companyId),
    queryFn: ({ signal }) => http.get<DeactivationPreview>(`/employees/${employeeId}/deactivation-preview`, { company_id: companyId }, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}
