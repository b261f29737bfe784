import { treasuryApi, type BankCode } from '@abono/domain';
import { download } from '../../../lib/http/call';

/** GET /api/treasury/generate?company_id&bank_id: the applied loans' payments file (NI{issuer}{NN}.PAG or HSBC.csv). */
export function downloadDispersionFile(companyId: number, bank: BankCode): Promise<string> {
  return download(treasuryApi.generate, { query: { company_id: companyId, bank_id: bank } });
}
