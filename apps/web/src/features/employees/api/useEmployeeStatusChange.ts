import type { EmployeeStatusChange } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeKeys } from './employeeKeys';

export type EmployeeStatusChangeInput =
  | { kind: 'deactivate'; employeeId: number; companyId: number }
  | { kind: 'deactivate_with_savings'; employeeId: number; companyId: number; totalSavings: string }
  | { kind: 'activate'; employeeId: number; companyId: number };

const PATHS: Record<EmployeeStatusChangeInput['kind'], string> = {
  deactivate: 'deactivate',
  deactivate_with_savings: 'deactivate-with-savings',
  activate: 'activate',
};

/**
 * PUT /api/employees/{id}/deactivate | deactivate-with-savings | activate (03 §6): fired with
 * savings 0, terminated with the savings given, or hired again. The lists are read again after
 * any answer, so a 409 (the row changed meanwhile) shows the current state.
 */
export function useEmployeeStatusChange() {
  const client = useQueryClient();
  return useMutation<EmployeeStatusChange, unknown, EmployeeStatusChangeInput>({
    mutationFn: (input) =>
      http.put<EmployeeStatusChange>(
        `/employees/${input.employeeId}/${PATHS[input.kind]}`,
        input.kind === 'deactivate_with_savings' ? { company_id: input.companyId, totalSavings: input.totalSavings } : { company_id: input.companyId },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
