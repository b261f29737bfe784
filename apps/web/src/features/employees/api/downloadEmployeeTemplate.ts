import { downloadFile } from '../../../lib/http/download';

/** GET /api/employees/template (03 §4's columns), saved under the server's name. */
export async function downloadEmployeeTemplate(): Promise<void> {
  await downloadFile('/employees/template');
}
