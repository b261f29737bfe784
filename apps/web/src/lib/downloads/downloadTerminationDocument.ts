import { employeesApi } from '@abono/domain';
import { download } from '../http/call';

/**
 * Shared by the employees list and treasury's terminated-employees tab.
 * GET /api/employees/{id}/deactivation-document?company_id (spec 02 §7), saved under the server's name. */
export async function downloadTerminationDocument(employeeId: number, companyId: number): Promise<void> {
  await download(employeesApi.terminationDocument, { params: { id: employeeId }, query: { company_id: companyId } });
}
