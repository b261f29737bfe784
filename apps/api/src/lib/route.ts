/**
 * Registers a route from its declaration in the domain (packages/domain/src/contract,
 * decision 066): the path, guard, multipart limits, idempotency and the zod schemas all
 * come from the one declaration, so the OpenAPI document, the validation and the web
 * client cannot disagree. The handler is a named function the caller writes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MultipartSpec, RouteDef } from '@abono/domain';
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

function describeErrors(def: RouteDef): string | undefined {
  return def.errors?.length ? `Errores posibles: ${def.errors.join(', ')}.` : undefined;
}

/**
 * Registers `def` on `app` (a plugin registered under a prefix the path starts with). The
 * success status of the declaration is set before the handler's answer is serialized.
 */
export function route<D extends RouteDef>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any type provider: the handler is typed from the declaration
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
      description: describeErrors(def),
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
