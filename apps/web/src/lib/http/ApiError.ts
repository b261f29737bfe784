import type { ApiErrorBody } from '@abono/domain';

/** A non-2xx answer of the API, carrying its JSON error body (03 §1). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly serverMessage: string | null;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: Partial<ApiErrorBody> | null) {
    super(body?.message || body?.error || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.error ?? null;
    this.serverMessage = body?.message ?? null;
    this.fields = body?.fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Spec 01 §8: the server message, else the server error field, else the fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.serverMessage || error.code || fallback;
  return fallback;
}
