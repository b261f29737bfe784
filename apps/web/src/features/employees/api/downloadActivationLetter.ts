import { apiRequest } from '../../../lib/http/httpClient';
import { saveBlob } from '../../../lib/saveBlob';

/** POST /api/employees/{id}/activation-letter {code}: the one-page letter with the code just issued. */
export async function downloadActivationLetter(employeeId: number, code: string): Promise<void> {
  const pdf = await apiRequest<Blob>(`/employees/${employeeId}/activation-letter`, { method: 'POST', body: { code }, responseType: 'blob' });
  saveBlob(pdf, `carta_activacion_${employeeId}.pdf`);
}
