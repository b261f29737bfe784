import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient';

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
