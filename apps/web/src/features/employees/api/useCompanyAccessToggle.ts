import { employeeAccessApi, type EmployeeCompanyAccess, type EmployeeCompanyAccessChange } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeKeys } from './employeeKeys';

export interface CompanyAccessToggle {
  employeeId: number;
  /** The selected company (the employee's), which scopes the call. */
  companyId: number;
  /** The company whose access changes. */
  targetCompanyId: number;
  grant: boolean;
}

const flip = (data: EmployeeCompanyAccess | undefined, targetCompanyId: number, hasAccess: boolean) =>
  data && { ...data, rows: data.rows.map((row) => (row.id === targetCompanyId ? { ...row, hasAccess } : row)) };

/**
 * POST (grant) or DELETE (revoke) /api/employees/{id}/companies/{companyId}/access?company_id.
 * The switch moves at once (optimistic) in every cached search of this employee's companies and
 * moves back if the server refuses.
 */
export function useCompanyAccessToggle() {
  const client = useQueryClient();
  return useMutation<
    EmployeeCompanyAccessChange,
    unknown,
    CompanyAccessToggle,
    { snapshots: [readonly unknown[], EmployeeCompanyAccess | undefined][] }
  >({
    mutationFn: ({ employeeId, companyId, targetCompanyId, grant }) =>
      call(grant ? employeeAccessApi.grantCompany : employeeAccessApi.revokeCompany, {
        params: { id: employeeId, companyId: targetCompanyId },
        query: { company_id: companyId },
      }),
    onMutate: async ({ employeeId, companyId, targetCompanyId, grant }) => {
      const prefix = employeeKeys.companiesOf(employeeId, companyId);
      await client.cancelQueries({ queryKey: prefix });
      const snapshots = client.getQueriesData<EmployeeCompanyAccess>({ queryKey: prefix });
      client.setQueriesData<EmployeeCompanyAccess>({ queryKey: prefix }, (data) => flip(data, targetCompanyId, grant));
      return { snapshots };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshots ?? []) client.setQueryData(key, data);
    },
    onSuccess: (answer, { employeeId, companyId }) => {
      client.setQueriesData<EmployeeCompanyAccess>(
        { queryKey: employeeKeys.companiesOf(employeeId, companyId) },
        (data) => flip(data, answer.companyId, answer.hasAccess),
      );
    },
    // Another company's list may now show this person (a grant can link their record there).
    onSettled: () => client.invalidateQueries({ queryKey: employeeKeys.lists }),
  });
}
