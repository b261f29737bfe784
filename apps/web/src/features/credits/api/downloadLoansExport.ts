import { creditsApi, type ClientInput } from '@abono/domain';
import { download } from '../../../lib/http/call';
import { listQueryOf, type CreditsView } from '../lib/creditsView';

type FilterQuery = ClientInput<typeof creditsApi.export.query>;

/** GET /api/loans/export: the filtered list as the server's .xlsx (no spreadsheet library in the browser). */
export async function downloadLoansExport(companyId: number, view: CreditsView): Promise<void> {
  await download(creditsApi.export, { query: listQueryOf(view, companyId) as FilterQuery });
}
