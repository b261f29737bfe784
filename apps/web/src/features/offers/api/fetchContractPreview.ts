import { FINGERPRINT_HEADER } from '@abono/domain';
import { getAccessToken, setAccessToken } from '../../../lib/authStore';
import { getFingerprint } from '../../../lib/fingerprint';
import { ApiError } from '../../../lib/http/ApiError';
import { API_BASE, refreshAccessToken } from '../../../lib/http/httpClient';

export interface ContractPreviewQuery {
  company_id: number;
  product_id: number;
  loan_amount: string;
  weekly_discount: string;
}

async function get(url: string, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/pdf', [FINGERPRINT_HEADER]: await getFingerprint() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(url, { headers, credentials: 'include' });
}

/**
 * GET /api/loans/contract?…: the unsigned contract preview as a PDF Blob. The JSON http
 * client cannot read a PDF, so this sends the same headers itself and, like it, retries
 * once after a shared token refresh on 401.
 */
export async function fetchContractPreview(query: ContractPreviewQuery): Promise<Blob> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const url = new URL(`${API_BASE}/loans/contract?${params.toString()}`, window.location.origin).toString();
  let response = await get(url, getAccessToken());
  if (response.status === 401 && getAccessToken() !== null) {
    const token = await refreshAccessToken();
    if (token) {
      if (getAccessToken() !== token) setAccessToken(token);
      response = await get(url, token);
    }
  }
  if (!response.ok) {
    let body: Record<string, string> | null = null;
    try {
      body = (await response.json()) as Record<string, string>;
    } catch {
      body = null;
    }
    throw new ApiError(response.status, body);
  }
  return response.blob();
}
