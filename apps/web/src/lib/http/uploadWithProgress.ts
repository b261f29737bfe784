/**
 * A multipart upload that reports its progress (fetch cannot): XMLHttpRequest with the same
 * session rules as every other call (bearer token, fingerprint, one shared refresh and retry
 * on a 401, an Idempotency-Key kept across the retry).
 */
import { FINGERPRINT_HEADER } from '@abono/domain';
import { getAccessToken, setAccessToken } from '../authStore';
import { getFingerprint } from '../fingerprint';
import { ApiError } from './ApiError';
import { API_BASE, refreshAccessToken } from './httpClient';

export interface UploadOptions {
  /** 0…1 of the request body sent. */
  onProgress?: (fraction: number) => void;
  idempotencyKey?: string;
}

function sendOnce(
  path: string,
  form: FormData,
  token: string | null,
  fingerprint: string,
  options: UploadOptions,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(FINGERPRINT_HEADER, fingerprint);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.send(form);
  });
}

export async function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const fingerprint = await getFingerprint();
  const token = getAccessToken();
  let answer = await sendOnce(path, form, token, fingerprint, options);
  if (answer.status === 401 && token !== null) {
    const fresh = await refreshAccessToken();
    if (fresh) {
      if (getAccessToken() !== fresh) setAccessToken(fresh);
      answer = await sendOnce(path, form, fresh, fingerprint, options);
    }
  }
  if (answer.status < 200 || answer.status >= 300)
    throw new ApiError(answer.status, answer.body as ConstructorParameters<typeof ApiError>[1]);
  return answer.body as T;
}
