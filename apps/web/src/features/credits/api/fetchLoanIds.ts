import type { LoanIdList } from '@abono/domain';
import { http } from '../../../lib/http/httpClient';
import { listQueryOf, type CreditsView } from '../lib/creditsView';

/** GET /api/loans/ids: every loan id matching the view ("select all N results" across pages). */
export async function fetchLoanIds(companyId: number, view: CreditsView): Promise<number[]> {
  return (await http.get<LoanIdList>('/loans/ids', listQueryOf(view, companyId))).ids;
}
