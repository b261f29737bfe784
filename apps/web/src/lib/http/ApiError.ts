import type { ApiErrorBody } from '@abono/domain';
import i18n from '../../i18n/i18n';

/** A non-2xx answer of the API, carrying its JSON error body (03 §1). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly serverMessage: string | null;
  readonly fields: Record<string, string> | undefined;
  /** Extra data of the answer (e.g. the offending loan ids of a refused bulk action). */
  readonly details: unknown;

  constructor(status: number, body: (Partial<ApiErrorBody> & { details?: unknown }) | null) {
    super(body?.message || body?.error || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error ?? null;
    this.serverMessage = body?.message ?? null;
    this.fields = body?.fields;
    this.details = body?.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The one text of a failed API call, for every toast and banner, in the
 * UI's language: for a validation error the catalog's text of the first invalid field,
 * else the catalog's text of the error code (`errors.<code>`, es and en), else the
 * server's own (Spanish) message, else the caller's fallback. A bare code is never
 * shown (decision 017).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'validation_error' && error.fields) {
    const fieldKey = Object.values(error.fields).find((key) => i18n.exists(key));
    if (fieldKey) return i18n.t(fieldKey);
  }
  const codeKey = `errors.${error.code}`;
  if (error.code && i18n.exists(codeKey)) return i18n.t(codeKey);
  return error.serverMessage || fallback;
}
