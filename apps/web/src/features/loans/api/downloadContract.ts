import { useMutation } from '@tanstack/react-query';
import { downloadLoanContract } from '../../../lib/loanContract';

export interface ContractDownload {
  loanId: number;
  /** A signed version; the latest when absent. */
  version?: number;
}

/** The contract of /my-credit and the loan detail, saved under the server's name. */
export function useDownloadContractMutation() {
  return useMutation<string, unknown, ContractDownload>({
    mutationFn: ({ loanId, version }) => downloadLoanContract(loanId, version),
  });
}
