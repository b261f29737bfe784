import { treasuryApi } from '@abono/domain';
import { download } from '../../../lib/http/call';

/**
 * GET /api/treasury/bank-file?company_id: the bank money request, saved under the server's name
 * (solicitud_bancaria_{date}.csv). It moves the approved, accepted and error_released loans to applied.
 */
export function downloadBankFile(companyId: number): Promise<string> {
  return download(treasuryApi.bankFile, { query: { company_id: companyId } });
}
