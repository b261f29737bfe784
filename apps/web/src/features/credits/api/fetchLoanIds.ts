import { creditsApi, type ClientInput } from '@abono/domain';
import { call } from '../../../lib/http/call';
import { listQueryOf, type CreditsView } from '../lib/creditsView';

type FilterQuery = ClientInput<typeof creditsApi.ids.query>;

/** GET /api/loans/ids: every loan id matching the view ("select all N results" across pages). */
export async function fetchLoanIds(companyId: number, view: CreditsView): Promise<number[]> {
  return (await call(creditsApi.ids, { query: listQueryOf(view, companyId) as FilterQuery })).ids;
}
