import { todayInMexicoCity } from '@abono/domain';
import { http } from '../../../lib/http/httpClient';
import { saveBlob } from '../../../lib/saveBlob';
import { listQueryOf, type CreditsView } from '../lib/creditsView';

/** GET /api/loans/export: the filtered list as the server's .xlsx (no spreadsheet library in the browser). */
export async function downloadLoansExport(companyId: number, view: CreditsView): Promise<void> {
  const blob = await http.blob('/loans/export', listQueryOf(view, companyId));
  saveBlob(blob, `creditos_${todayInMexicoCity().replace(/-/g, '')}.xlsx`);
}
