import { FINGERPRINT_HEADER } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { getAccessToken, setAccessToken } from '../../../lib/authStore';
import { getFingerprint } from '../../../lib/fingerprint';
import { ApiError } from '../../../lib/http/ApiError';
import { API_BASE, refreshAccessToken } from '../../../lib/http/httpClient';

async function get(path: string, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/pdf',
    [FINGERPRINT_HEADER]: await getFingerprint(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${API_BASE}${path}`, { headers, credentials: 'include' });
}

/**
 * A binary download with the same session rules as the JSON client (one shared
 * refresh on 401, retried once): the JSON client parses bodies as text.
 */
export async function fetchBlob(path: string): Promise<Blob> {
  const token = getAccessToken();
  let response = await get(path, token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken();
    if (fresh) {
      if (getAccessToken() !== fresh) setAccessToken(fresh);
      response = await get(path, fresh);
    }
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Record<string, string> | null;
    throw new ApiError(response.status, body);
  }
  return response.blob();
}

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
    mutationFn: async (loanId) => saveBlob(await fetchBlob(`/loans/${loanId}/contract`), contractFileName(loanId)),
  });
}
