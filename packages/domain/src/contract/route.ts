/**
 * One declaration per API route (decision 066): method, path, who may call it, the zod
 * schemas of params, query, body and answer, and the error codes it may answer. The API
 * registers its routes from these objects (apps/api/src/lib/route.ts) and the web calls
 * them through one typed client (apps/web/src/lib/http/call.ts), so a changed route
 * breaks the build on both sides. Pure data: no I/O here.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { PermissionType, Resource } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a company-scoped route reads its company id (validated query, params or body). */
export interface CompanyScope {
  from: 'query' | 'params' | 'body';
  key: string;
}

/**
 * How a non-public route is scoped to a company: the id named in its input (`company`),
 * the company of the object in its path, checked by the service that loads it (`'object'`),
 * or no company data at all (`'none'`: the session, one's own notices).
 */
type Scoped = { company: CompanyScope; scope?: never } | { scope: 'object' | 'none'; company?: never };

/** Who may call a route: anyone, any signed-in active user, or a holder of a grant (03 §5). */
export type RouteAccess =
  | { kind: 'public' }
  | ({ kind: 'authenticated' } & Scoped)
  | ({ kind: 'permission'; resource: Resource; action: 'READ' | 'WRITE'; type?: PermissionType } & Scoped);

/** Limits of a multipart route's form; its files are read by field name. */
export interface MultipartSpec {
  fileSize: number;
  files: number;
  fields: number;
  /** Longest text field, in bytes (the server's default otherwise). */
  fieldSize?: number;
  /** The route also takes a JSON body (then no file is read). */
  json?: boolean;
}

/**
 * The rate-limit class of an expensive route (decision 094): every upload, every generated file
 * (bank files, spreadsheets) and every PDF. The server keeps one budget per class and caller in
 * PostgreSQL and answers 429 too_many_requests with Retry-After past it.
 */
export type RouteRateLimit = 'upload' | 'file' | 'pdf';

export interface RouteDef {
  method: HttpMethod;
  /** Full path with Fastify-style parameters: `/api/loans/:id`. */
  path: `/api/${string}`;
  summary: string;
  tags: readonly string[];
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body comes as multipart/form-data with these limits (fields validated by `body`). */
  multipart?: MultipartSpec;
  /** The route accepts an `Idempotency-Key` and answers a replay with the first answer. */
  idempotent?: boolean;
  /** Status of success; 204 answers no body. */
  status?: 200 | 201 | 204;
  /** The JSON answer of success; absent for 204 and for files. */
  response?: z.ZodType;
  /** Answers of other statuses that carry a body of their own (not the error envelope). */
  otherResponses?: Readonly<Record<number, z.ZodType>>;
  /**
   * A file answer (its name is the server's Content-Disposition): the media type, or the media
   * types when the answer's format depends on the request (a Banorte .PAG or an HSBC CSV).
   */
  file?: string | readonly string[];
  /** Error codes the route may answer besides the envelope's generic ones. */
  errors?: readonly ErrorCode[];
  /** The route is expensive: the caller's budget of this class applies (429 past it). */
  rateLimit?: RouteRateLimit;
}

/** Declares a route; the literal types are kept so both ends infer from them. */
export function defineRoute<const D extends RouteDef>(def: D): D {
  return def;
}

/** The value a route's answer carries (what the client receives). */
export type ResponseOf<D extends RouteDef> = D['response'] extends z.ZodType
  ? z.output<D['response']>
  : D['file'] extends string | readonly string[]
    ? Blob
    : void;

/**
 * What a caller sends for a schema: its input type, where a coercing field (whose input is
 * `unknown`) takes its output type, so an id is typed a number rather than anything.
 */
export type ClientInput<S> = S extends z.ZodType ? LoosenUnknown<z.input<S>, z.output<S>> : never;
type LoosenUnknown<I, O> = I extends object
  ? { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] : I[K]) : I[K] }
  : I;

/** Replaces `:name` segments of a route's path with the given values. */
export function pathOf(def: Pick<RouteDef, 'path'>, params?: Record<string, unknown>): string {
  return def.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Falta el parámetro ${name} de ${def.path}`);
    return encodeURIComponent(String(value));
  });
}
