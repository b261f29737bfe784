import { creditsApi } from '@abono/domain';
import { download } from '../../../lib/http/call';
import { listQueryOf, type CreditsView } from '../lib/creditsView';

/** GET /api/loans/export: the filtered list as the server's .xlsx (no spreadsheet library in the browser). */
export async function downloadLoansExport(companyId: number, view: CreditsView): Promise<void> {
  await download(creditsApi.export, { query: listQueryOf(view, companyId) });
}
