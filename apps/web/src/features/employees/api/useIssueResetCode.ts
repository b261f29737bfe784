import { employeesApi } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/call';

/**
 * POST /api/employees/{id}/reset-code?company_id (decision 085): a new one-time password reset
 * code for the employee's account (the previous one stops working). The answer is the only time
 * the code is readable; nothing on the list changes. With `sendByEmail` the server also e-mails it
 * to the employee (decision 087) and answers `emailed: true`.
 */
export function useIssueResetCode() {
  return useMutation({
    mutationFn: ({
      employeeId,
      companyId,
      sendByEmail,
    }: {
      employeeId: number;
      companyId: number;
      sendByEmail: boolean;
    }) =>
      call(employeesApi.issueResetCode, {
        params: { id: employeeId },
        query: { company_id: companyId },
        body: { sendByEmail },
      }),
  });
}
