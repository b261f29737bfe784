import { http } from '../../../lib/http/httpClient';
import { saveBlob } from '../../../lib/saveBlob';

/** GET /api/employees/template saved as plantilla_empleados.xlsx (03 §4's columns). */
export async function downloadEmployeeTemplate(): Promise<void> {
  saveBlob(await http.blob('/employees/template'), 'plantilla_empleados.xlsx');
}
