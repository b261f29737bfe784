import { creditsApi } from '@abono/domain';
import { call } from '../../../lib/http/call';
import { listQueryOf, type CreditsView } from '../lib/creditsView';

/** GET /api/loans/ids: every loan id matching the view ("select all N results" across pages). */
export async function fetchLoanIds(companyId: number, view: CreditsView): Promise<number[]> {
  return (await call(creditsApi.ids, { query: listQueryOf(view, companyId) })).ids;
}
