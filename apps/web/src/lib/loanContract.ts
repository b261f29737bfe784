import { downloadFile } from './http/download';

/**
 * GET /api/loans/{id}/contract[?version=N]: a signed contract version (the latest when absent),
 * saved under the server's name (contrato_{id}_v{N}.pdf). The employee's /my-credit and HR's
 * credits screens both download through here.
 */
export function downloadLoanContract(loanId: number, version?: number): Promise<string> {
  return downloadFile(`/loans/${loanId}/contract`, { query: { version } });
}
