import { employeesApi } from '@abono/domain';
import { download } from '../../../lib/http/call';

/** GET /api/employees/template (03 §4's columns), saved under the server's name. */
export async function downloadEmployeeTemplate(): Promise<void> {
  await download(employeesApi.template);
}
