import { downloadFile } from '../../../lib/http/download';

/** GET /api/employees/{id}/deactivation-document?company_id (spec 02 §7), saved under the server's name. */
export async function downloadTerminationDocument(employeeId: number, companyId: number): Promise<void> {
  await downloadFile(`/employees/${employeeId}/deactivation-document`, { query: { company_id: companyId } });
}
