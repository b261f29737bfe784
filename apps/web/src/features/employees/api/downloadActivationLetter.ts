import { employeesApi } from '@abono/domain';
import { download } from '../../../lib/http/call';

/**
 * POST /api/employees/{id}/activation-letter {code}: the one-page letter with the code just issued, saved under the
 * server's name.
 */
export async function downloadActivationLetter(employeeId: number, code: string): Promise<void> {
  await download(employeesApi.activationLetter, { params: { id: employeeId }, body: { code } });
}
