import type { EmployeeCreate, EmployeeDetail, EmployeeUpdate } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { employeeKeys } from './employeeKeys';

/** PUT's status is optional: left out, the server keeps the employee's (a terminated one's is never sent). */
export type SaveEmployeeInput = { kind: 'create'; body: EmployeeCreate } | { kind: 'update'; employeeId: number; body: EmployeeUpdate };

/**
 * POST /api/employees (201) or PUT /api/employees/{id}; then every employees list is read again.
 * A double submit cannot create two: Save waits for the answer, and the server's unique control
 * number answers the second with 409.
 */
export function useSaveEmployee() {
  const client = useQueryClient();
  return useMutation<EmployeeDetail, unknown, SaveEmployeeInput>({
    mutationFn: (input) =>
      input.kind === 'create'
        ? http.post<EmployeeDetail>('/employees', input.body)
        : http.put<EmployeeDetail>(`/employees/${input.employeeId}`, input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
