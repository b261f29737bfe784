import { ERRORS, type ErrorCode, type ServerMessage } from '@abono/domain';

export interface AppErrorOptions {
  /** Field path → message key (validation errors only). */
  fields?: Record<string, string>;
  /** Extra data the client may use (e.g. the server's figures on quote_mismatch). */
  details?: unknown;
  /**
   * Replaces the code's Spanish message when it is too general for the case; only a text of the
   * domain's SERVER_MESSAGES (through `serverMessage`) is accepted, so no service writes its own.
   */
  message?: ServerMessage;
  /** Extra response headers (e.g. Retry-After). */
  headers?: Record<string, string>;
}

/**
 * An expected failure with a stable code from the domain's ERRORS table; the error
 * handler answers it with the code's status and Spanish message (03 §1).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly fields?: Record<string, string>;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.fields = options.fields;
    this.details = options.details;
    this.headers = options.headers;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
