/**
 * The one typed client of the API (decision 066): `call(route, input)` takes a route
 * declared in the domain (packages/domain/src/contract), builds its path, query and body
 * from typed values and resolves the answer's type from the route's response schema. A
 * route changed on the server breaks this build. Session rules (token, refresh, retry)
 * are httpClient's.
 */
import { pathOf, type ClientInput, type ResponseOf, type RouteDef } from '@abono/domain';
import type { z } from 'zod';
import { downloadFile } from './download';
import { API_BASE, apiRequest, type RequestOptions } from './httpClient';

type Part<K extends string, S> = S extends z.ZodType
  ? object extends ClientInput<S>
    ? { [P in K]?: ClientInput<S> }
    : { [P in K]: ClientInput<S> }
  : { [P in K]?: never };

/** A multipart route's form: its typed fields (sent as text) and its files by field name. */
type FormPart<D extends RouteDef> = { body: ClientInput<D['body']>; files?: Record<string, Blob | undefined> };

/** What a call of route D sends: path params, query and body, each typed by its schema. */
export type CallInput<D extends RouteDef> = Part<'params', D['params']> &
  Part<'query', D['query']> &
  (D['multipart'] extends object ? FormPart<D> : Part<'body', D['body']>);

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` on routes that accept one (kept across the refresh retry). */
  idempotencyKey?: string;
}

type Args<D extends RouteDef> =
  object extends CallInput<D>
    ? [input?: CallInput<D>, options?: CallOptions]
    : [input: CallInput<D>, options?: CallOptions];

/** The path under API_BASE of a declared route with its params filled in. */
export function routePath<D extends RouteDef>(def: D, params?: unknown): string {
  return pathOf(def, params as Record<string, unknown> | undefined).slice(API_BASE.length);
}

/** A form of a multipart route: every given field as text, then the files. */
export function formOf(fields: unknown, files: Record<string, Blob | undefined> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, file] of Object.entries(files)) {
    if (file) form.append(name, file, file instanceof File ? file.name : name);
  }
  return form;
}

/** The request options of a call, shared by JSON calls, downloads and uploads with progress. */
export function requestOf<D extends RouteDef>(def: D, input: Partial<CallInput<D>> = {}, options: CallOptions = {}) {
  const { params, query, body, files } = input as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    files?: Record<string, Blob | undefined>;
  };
  const request: RequestOptions = {
    method: def.method,
    query: query as RequestOptions['query'],
    body: def.multipart ? formOf(body, files) : body,
    signal: options.signal,
    idempotencyKey: options.idempotencyKey,
  };
  return { path: routePath(def, params), request };
}

/** Calls a declared route and resolves its typed answer (void for 204). */
export function call<D extends RouteDef>(def: D, ...[input, options]: Args<D>): Promise<ResponseOf<D>> {
  const { path, request } = requestOf(def, input as Partial<CallInput<D>> | undefined, options);
  return apiRequest<ResponseOf<D>>(path, def.file ? { ...request, responseType: 'blob' } : request);
}

/** Calls a route that answers a file and saves it under the server's name; resolves that name. */
export function download<D extends RouteDef & { file: NonNullable<RouteDef['file']> }>(
  def: D,
  ...[input, options]: Args<D>
): Promise<string> {
  const { path, request } = requestOf(def, input as Partial<CallInput<D>> | undefined, options);
  return downloadFile(path, request);
}
