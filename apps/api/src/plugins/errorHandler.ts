/**
 * The one error handler (03 §1): every failure answers `{ error, message, fields? }`
 * with a stable code and a Spanish message. Bad input is always a 4xx; a database that is
 * not reachable is a 503 with Retry-After; anything unexpected is a 500 that reveals nothing
 * (the details go to the log only).
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ApiErrorBody, type ErrorCode, type ServerMessage } from '@abono/domain';
import { isDatabaseUnavailable } from '../db/connectionErrors';
import { isAppError } from '../lib/appError';

/** Seconds a client should wait before retrying while the database is away (decision 049). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify and plugin error codes that are the client's fault. */
const CODE_MAP: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_error',
  FST_ERR_VALIDATION: 'validation_error',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_PROTO_VIOLATION: 'validation_error',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_INVALID_JSON_FIELD_ERROR: 'validation_error',
  FST_ERR_BAD_URL: 'route_not_found',
  FST_ERR_MAX_PARAM_LENGTH: 'validation_error',
  FST_ERR_ASYNC_CONSTRAINT: 'route_not_found',
};

/** Any other 4xx from the framework, by status. */
const STATUS_MAP: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_attempts',
};

/** What an answer may say besides its code's own message: a catalog text only, like AppError's. */
export interface SendErrorExtra {
  message?: ServerMessage;
  fields?: ApiErrorBody['fields'];
}

export function sendError(reply: FastifyReply, code: ErrorCode, extra: SendErrorExtra = {}): FastifyReply {
  const body: ApiErrorBody = { error: code, message: extra.message ?? ERRORS[code].message };
  if (extra.fields) body.fields = extra.fields;
  return reply.code(ERRORS[code].status).type('application/json; charset=utf-8').send(body);
}

/** `/items/0/amount` → `items.0.amount`; an issue about the whole input is named after its part. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

/**
 * Fastify answers a URL it cannot route (bad percent-encoding such as a lone surrogate's bytes,
 * a path parameter past its length) before any route or error handler, with an English body of
 * its own; `frameworkErrors` (buildApp) sends those here so they answer the envelope too.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  sendError(reply, (error.code ? CODE_MAP[error.code] : undefined) ?? 'validation_error');
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isAppError(error)) {
        if (error.headers) reply.headers(error.headers);
        const body: ApiErrorBody & { details?: unknown } = { error: error.code, message: error.message };
        if (error.fields) body.fields = error.fields;
        if (error.details !== undefined) body.details = error.details;
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const name = fieldName(issue.instancePath, error.validationContext);
          fields[name] ??= issue.message ?? 'errors.invalid_value';
        }
        return sendError(reply, 'validation_error', { fields });
      }

      const mapped = error.code ? CODE_MAP[error.code] : undefined;
      if (mapped) return sendError(reply, mapped);

      const status = error.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return sendError(reply, STATUS_MAP[status] ?? 'validation_error');
      }

      // The database went away mid-request (killed, restarting, refusing connections): the
      // transaction rolled back on its own, so the request can simply be tried again.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, 'database_unavailable');
      }

      request.log.error({ err: error }, 'unexpected error');
      return sendError(reply, 'internal_error');
    });
  },
  { name: 'abono-error-handler' },
);
