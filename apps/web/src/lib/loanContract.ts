import { loansApi } from '@abono/domain';
import { download } from './http/call';

/**
 * GET /api/loans/{id}/contract[?version=N]: a signed contract version (the latest when absent),
 * saved under the server's name. The employee's /my-credit and HR's credits screens both
 * download through here.
 */
export function downloadLoanContract(loanId: number, version?: number): Promise<string> {
  return download(loansApi.contract, { params: { id: loanId }, query: { version } });
}
