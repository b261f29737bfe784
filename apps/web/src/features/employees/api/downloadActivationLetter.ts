import { downloadFile } from '../../../lib/http/download';

/** POST /api/employees/{id}/activation-letter {code}: the one-page letter with the code just issued. */
export async function downloadActivationLetter(employeeId: number, code: string): Promise<void> {
  await downloadFile(`/employees/${employeeId}/activation-letter`, { method: 'POST', body: { code } });
}
