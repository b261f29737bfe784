/**
 * Registers a route from its declaration in the domain (packages/domain/src/contract,
 * decision 066): the path, guard, multipart limits, idempotency and the zod schemas all
 * come from the one declaration, so the OpenAPI document, the validation and the web
 * client cannot disagree. The handler is a named function the caller writes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, type ErrorCode, type MultipartSpec, type RouteDef } from '@abono/domain';
import type { z } from 'zod';
import type { AuthUser } from '../core/auth/authUser';
import type { MultipartRouteConfig } from '../plugins/multipartBody';

type Out<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The validated request of a declared route. */
export type RouteRequest<D extends RouteDef> = FastifyRequest<{
  Params: Out<D['params']>;
  Querystring: Out<D['query']>;
  Body: Out<D['body']>;
}>;

/** What a handler gives back: the answer's value, or the reply it sent itself (files, 204). */
export type RouteResult<D extends RouteDef> = D['response'] extends z.ZodType
  ? z.input<D['response']> | FastifyReply
  : FastifyReply;

export type RouteHandler<D extends RouteDef> = (
  request: RouteRequest<D>,
  reply: FastifyReply,
) => Promise<RouteResult<D>>;

/** Server-only additions to a declaration. */
export interface RouteExtras {
  /** Extra rule on the caller; false answers 403 forbidden. */
  allow?: (user: AuthUser) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from. */
    contract?: RouteDef;
  }
}

/** The multipart plugin's limits of a declared form (`json` lets a JSON body through). */
function multipartConfig({ json, ...limits }: MultipartSpec): MultipartRouteConfig {
  return { ...limits, acceptJson: json };
}

/** An OpenAPI response of the error envelope `{error, message, fields?}` (03 §1) naming its codes. */
function errorEnvelope(codes: readonly ErrorCode[]) {
  return {
    description: codes.map((code) => `${code}: ${ERRORS[code].message}`).join(' · '),
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string', enum: [...codes], example: codes[0] },
            message: { type: 'string', example: ERRORS[codes[0]!].message },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
            details: {},
          },
        },
      },
    },
  };
}

/**
 * The codes any route of its kind may answer without naming them (03 §1): the guard's 401 and
 * 403 (plugins/guard.ts), a refused input (validation, JSON, size, media type), the idempotency
 * plugin's answers, a missing object, and the error handler's 500 and 503.
 */
export function genericErrorsOf(def: RouteDef): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const takesInput = Boolean(def.params || def.query || def.body || def.multipart);
  if (takesInput || def.idempotent || def.access.kind !== 'public') codes.push('validation_error');
  if (def.body || def.multipart) codes.push('invalid_json', 'payload_too_large', 'unsupported_media_type');
  if (def.access.kind !== 'public') codes.push('unauthorized', 'forbidden');
  // The guard answers 404 for a company that does not exist to a caller who reaches every company.
  if (def.access.kind !== 'public' && def.access.company) codes.push('company_forbidden', 'not_found');
  if (def.params) codes.push('not_found');
  if (def.idempotent) codes.push('idempotency_in_progress', 'idempotency_key_reused');
  // An upload, file or PDF route spends its caller's budget (core/rateLimit, decision 094).
  if (def.rateLimit) codes.push('too_many_requests');
  codes.push('internal_error', 'database_unavailable');
  return codes;
}

/**
 * The OpenAPI responses of a declaration's error codes and the generic ones of its kind, by the
 * status the domain's ERRORS table gives each: one response per status, its codes listed. A
 * status the declaration answers with a body of its own (`otherResponses`) or on success keeps
 * that schema. Documentation only: these are not response schemas Fastify serializes with, so an
 * error answer is never refused.
 */
export function errorResponsesOf(def: RouteDef): Record<number, ReturnType<typeof errorEnvelope>> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...genericErrorsOf(def), ...(def.errors ?? [])])) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const taken = new Set([def.status ?? 200, ...Object.keys(def.otherResponses ?? {}).map(Number)]);
  return Object.fromEntries(
    [...byStatus]
      .filter(([status]) => !taken.has(status))
      .sort(([a], [b]) => a - b)
      .map(([status, codes]) => [status, errorEnvelope(codes)]),
  );
}

/**
 * Registers `def` on `app` (a plugin registered under a prefix the path starts with). The
 * success status of the declaration is set before the handler's answer is serialized.
 */
export function route<D extends RouteDef>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any provider: the declaration types the handler
  app: FastifyInstance<any, any, any, any, any>,
  def: D,
  handler: RouteHandler<D>,
  extras: RouteExtras = {},
): void {
  const prefix = app.prefix;
  if (!def.path.startsWith(prefix)) throw new Error(`${def.method} ${def.path} no está bajo el prefijo ${prefix}`);
  const status = def.status ?? 200;
  const respond = {
    async [handler.name || 'handler'](request: FastifyRequest, reply: FastifyReply) {
      reply.code(status);
      return handler(request as RouteRequest<D>, reply);
    },
  }[handler.name || 'handler']!;
  app.route({
    method: def.method,
    url: def.path.slice(prefix.length) || '/',
    config: {
      guard: extras.allow ? { ...def.access, allow: extras.allow } : def.access,
      ...(def.multipart ? { multipart: multipartConfig(def.multipart) } : {}),
      ...(def.idempotent ? { idempotency: true } : {}),
      contract: def,
    },
    schema: {
      tags: [...def.tags],
      summary: def.summary,
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.response ? { response: { ...def.otherResponses, [status]: def.response } } : {}),
      ...(def.multipart
        ? { consumes: def.multipart.json ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'] }
        : {}),
      ...(def.file ? { produces: [def.file].flat() } : {}),
    },
    handler: respond,
  });
}
