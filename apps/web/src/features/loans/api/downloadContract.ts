import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';
import { saveBlob } from '../../../lib/saveBlob';

export const contractFileName = (loanId: number, version?: number) =>
  version === undefined ? `contrato_${loanId}.pdf` : `contrato_${loanId}_v${version}.pdf`;

export interface ContractDownload {
  loanId: number;
  /** A signed version; the latest when absent. */
  version?: number;
}

/** GET /api/loans/{id}/contract[?version=N] → contrato_{id}.pdf (or contrato_{id}_v{N}.pdf). */
export function useDownloadContractMutation() {
  return useMutation<void, unknown, ContractDownload>({
    mutationFn: async ({ loanId, version }) => {
      const query = version === undefined ? '' : `?version=${version}`;
      saveBlob(await http.blob(`/loans/${loanId}/contract${query}`), contractFileName(loanId, version));
    },
  });
}
