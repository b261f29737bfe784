import { employeesApi, type EmployeeCreate, type EmployeeUpdate } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeKeys } from './employeeKeys';
import { employeeQuery } from './useEmployeeQuery';

/** PUT's status is optional: left out, the server keeps the employee's (a terminated one's is never sent). */
export type SaveEmployeeInput =
  { kind: 'create'; body: EmployeeCreate } | { kind: 'update'; employeeId: number; body: EmployeeUpdate };

/**
 * POST /api/employees (201) or PUT /api/employees/{id}: both answer the employee as saved, which
 * becomes its cached copy; only the lists are read again. A double submit cannot create two: Save
 * waits for the answer, and the server's unique control number answers the second with 409.
 */
export function useSaveEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveEmployeeInput) =>
      input.kind === 'create'
        ? call(employeesApi.create, { body: input.body })
        : call(employeesApi.update, { params: { id: input.employeeId }, body: input.body }),
    onSuccess: async (employee) => {
      client.setQueryData(employeeQuery(employee.id, employee.companyId).queryKey, employee);
      await client.invalidateQueries({ queryKey: employeeKeys.lists });
    },
  });
}
