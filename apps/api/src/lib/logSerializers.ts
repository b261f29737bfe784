/**
 * What the log may say about errors and requests. Path-based redaction
 * cannot catch secrets inside strings, so these serializers keep an allow-list instead:
 *  - a failed query never logs its SQL parameters (they held an argon2 hash) nor the
 *    row PostgreSQL quotes back in `detail` ("Failing row contains (…)");
 *  - a URL is logged without its query string (`?access_token=…`).
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[oculto]';

/** `/api/x?access_token=abc` → `/api/x?[oculto]`; a URL without a query string is unchanged. */
export function redactUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?${REDACTED}`;
}

/** Fastify's request serializer, with the query string taken out. */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/** Fields that identify an error without carrying user data (pg: code, constraint, table…). */
const SAFE_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

/** drizzle's DrizzleQueryError message is "Failed query: <sql>\nparams: <values>". */
const FAILED_QUERY = /^Failed query:/;

function safeMessage(error: Error & { code?: unknown; severity?: unknown }): string {
  if (FAILED_QUERY.test(error.message)) return 'Failed query (SQL text and parameters not logged)';
  // PostgreSQL data exceptions (class 22) quote the offending value:
  // invalid input syntax for type integer: "<value>".
  if (typeof error.severity === 'string' && typeof error.code === 'string' && error.code.startsWith('22')) {
    return error.message.replace(/: ".*"$/s, `: ${REDACTED}`);
  }
  return error.message;
}

/** The frames of a stack, without its first line(s), which repeat the (unsafe) message. */
function safeStack(error: Error, message: string): string {
  if (!error.stack) return '';
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}

/** pino's `err` serializer, with an allow-list of fields; follows `cause` a few levels. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const record = error as Error & Record<string, unknown>;
  const message = safeMessage(record);
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: safeStack(error, message),
  };
  for (const field of SAFE_FIELDS) {
    if (record[field] !== undefined && typeof record[field] !== 'object') out[field] = record[field];
  }
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

export const logSerializers = { err: serializeError, req: serializeRequest };
