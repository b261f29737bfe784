import { employeesApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeKeys } from './employeeKeys';
import { patchCachedEmployee } from './useEmployeeQuery';

export type EmployeeStatusChangeInput =
  | { kind: 'deactivate'; employeeId: number; companyId: number }
  | { kind: 'deactivate_with_savings'; employeeId: number; companyId: number; totalSavings: string }
  | { kind: 'activate'; employeeId: number; companyId: number };

function changeStatus(input: EmployeeStatusChangeInput) {
  const params = { id: input.employeeId };
  switch (input.kind) {
    case 'deactivate':
      return call(employeesApi.deactivate, { params, body: { company_id: input.companyId } });
    case 'deactivate_with_savings':
      return call(employeesApi.deactivateWithSavings, {
        params,
        body: { company_id: input.companyId, totalSavings: input.totalSavings },
      });
    case 'activate':
      return call(employeesApi.activate, { params, body: { company_id: input.companyId } });
  }
}

/**
 * PUT /api/employees/{id}/deactivate | deactivate-with-savings | activate (03 §6): fired with
 * savings 0, terminated with the savings given, or hired again. The answer (status, savings,
 * deactivation date) updates the cached employee; the lists are read again after any answer, so a
 * 409 (the row changed meanwhile) shows the current state.
 */
export function useEmployeeStatusChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: ({ id, status, totalSavings, deactivatedAt }) =>
      patchCachedEmployee(client, id, { status, totalSavings, deactivatedAt }),
    onSettled: () => client.invalidateQueries({ queryKey: employeeKeys.lists }),
  });
}
