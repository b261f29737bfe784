import { http } from '../../../lib/http/httpClient';
import { saveBlob } from '../../../lib/saveBlob';

/** GET /api/employees/{id}/deactivation-document?company_id saved as employee_termination_{id}.pdf (spec 02 §7). */
export async function downloadTerminationDocument(employeeId: number, companyId: number): Promise<void> {
  saveBlob(await http.blob(`/employees/${employeeId}/deactivation-document`, { company_id: companyId }), `employee_termination_${employeeId}.pdf`);
}
