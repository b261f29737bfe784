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

export const contractFileName = (loanId: number) => `contrato_${loanId}.pdf`;

/** GET /api/loans/{id}/contract → contrato_{id}.pdf. */
export function useDownloadContractMutation() {
  return useMutation<void, unknown, number>({
    mutationFn: async (loanId) => saveBlob(await http.blob(`/loans/${loanId}/contract`), contractFileName(loanId)),
  });
}
