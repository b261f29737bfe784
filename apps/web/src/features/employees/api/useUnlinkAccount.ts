import { employeeAccessApi } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';
import { employeeKeys } from './employeeKeys';
import { patchCachedEmployee } from './useEmployeeQuery';

/**
 * POST /api/employees/{id}/unlink-account (manage_auth, decision 047): undo a wrong link,
 * optionally releasing the account's RFC. The cached employee loses its account; the lists and
 * this employee's companies (whose access went with the account) are read again.
 */
export function useUnlinkAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      employeeId,
      companyId,
      releaseTin,
    }: {
      employeeId: number;
      companyId: number;
      releaseTin: boolean;
    }) => call(employeeAccessApi.unlink, { params: { id: employeeId }, body: { company_id: companyId, releaseTin } }),
    onSuccess: ({ id, hasAccount }) => patchCachedEmployee(client, id, { hasAccount, accessActive: false }),
    onSettled: (_answer, _error, { employeeId, companyId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: employeeKeys.lists }),
        client.invalidateQueries({ queryKey: employeeKeys.companiesOf(employeeId, companyId) }),
      ]),
  });
}
