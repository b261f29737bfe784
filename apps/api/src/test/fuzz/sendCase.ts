/**
 * Turns a corpus case into an `app.inject` request: the path with its (possibly malformed)
 * parameters, the query string, and the body as JSON, as raw text of another media type, or —
 * on a multipart-only route — as a form with the route's right files.
 */
import type { FastifyInstance } from 'fastify';
import type { Case } from './corpus';
import { multipartBody } from '../multipart';
import type { Upload } from './multipartCases';

function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/**
 * Percent-encodes any JS string, a lone surrogate included: as the three bytes WTF-8 gives it
 * (`%ED%A0%80` for U+D800), the invalid UTF-8 a hostile client puts in a URL.
 */
export function encodeAny(value: string): string {
  let out = '';
  for (const ch of value) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

export function urlOf(c: Pick<Case, 'def' | 'params' | 'query'>): string {
  const path = c.def.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => encodeAny(text(c.params[name])));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(c.query)) {
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeAny(key)}=${encodeAny(text(item))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** A form's text fields: every value as the text a browser would send. */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) fields[key] = text(value);
  }
  return fields;
}

export function sendCase(app: FastifyInstance, c: Case, headers: Record<string, string>, uploads: Upload[] = []) {
  const request = { method: c.def.method, url: urlOf(c), headers: { ...headers } };
  if (c.raw !== undefined) {
    return app.inject({ ...request, headers: { ...request.headers, 'content-type': c.contentType! }, payload: c.raw });
  }
  if (c.body === undefined) return app.inject(request);
  if (c.def.multipart && !c.def.multipart.json) {
    const form = multipartBody(formFields(c.body), uploads);
    return app.inject({ ...request, headers: { ...request.headers, ...form.headers }, payload: form.payload });
  }
  return app.inject({
    ...request,
    headers: { ...request.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(c.body),
  });
}
