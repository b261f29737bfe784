import { employeesApi } from '@abono/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeKeys } from './employeeKeys';

/**
 * GET /api/employees/{id}/deactivation-preview?company_id (03 §6): which deactivation applies,
 * the savings on record, and each loan in flight with what the deactivation does to it. Asked
 * afresh every time the dialog opens: a loan may have been approved or confirmed since.
 */
export const deactivationPreviewQuery = (employeeId: number, companyId: number) =>
  queryOptions({
    queryKey: [...employeeKeys.all, 'deactivation-preview', employeeId, companyId],
    queryFn: ({ signal }) =>
      call(
        employeesApi.deactivationPreview,
        { params: { id: employeeId }, query: { company_id: companyId } },
        { signal },
      ),
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  });

export function useDeactivationPreviewQuery(employeeId: number, companyId: number) {
  return useQuery(deactivationPreviewQuery(employeeId, companyId));
}
