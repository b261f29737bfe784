import { employeesApi } from '@abono/domain';
import { download } from '../../../lib/http/call';

/** GET /api/employees/{id}/reset-code/letter?company_id&code: the letter with the code just issued. */
export async function downloadResetLetter(employeeId: number, companyId: number, code: string): Promise<void> {
  await download(employeesApi.resetCodeLetter, { params: { id: employeeId }, query: { company_id: companyId, code } });
}
