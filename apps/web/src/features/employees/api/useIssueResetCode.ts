import { employeesApi } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';

/**
 * POST /api/employees/{id}/reset-code?company_id (decision 085): a new one-time password reset
 * code for the employee's account (the previous one stops working). The answer is the only time
 * the code is readable; nothing on the list changes.
 */
export function useIssueResetCode() {
  return useMutation({
    mutationFn: ({ employeeId, companyId }: { employeeId: number; companyId: number }) =>
      call(employeesApi.issueResetCode, { params: { id: employeeId }, query: { company_id: companyId } }),
  });
}
