/**
 * The bad-input corpus (decision 090): for every declared route, requests that are right in
 * everything (a real company, real object ids, the caller's session) but one malformed part —
 * a field missing, of the wrong type, or holding a hostile value; a body of the wrong media
 * type, too deep, or with poisoned keys; a file renamed, cut in half or too large.
 */
import type { RouteDef } from '@abono/domain';
import { deepJson, malformedValuesOf, ONE_MB_STRING } from './malformedValues';
import { fieldsOf, kindOf, plausibleValue, shapeOf, typesOf, type Field } from './schemaShape';

export type Part = 'params' | 'query' | 'body';

/** Where the ids of a request come from: the caller's company, or another company (`other`). */
export type Realm = 'own' | 'other';

/** What the corpus needs of the seeded world to fill a request's right parts. */
export interface Ids {
  company(realm: Realm): number;
  /** A real id for the path parameter `name` of `def` in that realm. */
  param(def: RouteDef, name: string, realm: Realm): string;
}

export interface Case {
  label: string;
  def: RouteDef;
  realm: Realm;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** A JSON value, or the raw text sent as is (with `contentType`). */
  body: unknown;
  raw?: string;
  contentType?: string;
  /** The one malformed field: a validation answer must name it among its `fields`. */
  field?: string;
}

const PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;

function pathParams(def: RouteDef): string[] {
  return [...def.path.matchAll(PARAM)].map((m) => m[1]!);
}

/** The request's right parts: real ids in the path and company key, plausible values elsewhere. */
export function baseOf(def: RouteDef, ids: Ids, realm: Realm): Pick<Case, 'params' | 'query' | 'body'> {
  const companyKey = def.access.kind !== 'public' && def.access.company ? def.access.company : undefined;
  const partOf = (part: Part) => {
    const fields = fieldsOf(shapeOf(def[part]));
    const value: Record<string, unknown> = {};
    for (const field of fields) {
      if (companyKey && companyKey.from === part && companyKey.key === field.name)
        value[field.name] = ids.company(realm);
      else if (field.required) value[field.name] = plausibleValue(field.shape);
    }
    return value;
  };
  const params = Object.fromEntries(pathParams(def).map((name) => [name, ids.param(def, name, realm)]));
  if (companyKey?.from === 'params') params[companyKey.key] = String(ids.company(realm));
  return { params, query: partOf('query'), body: def.body ? partOf('body') : undefined };
}

/** A stable small number per route and field, so each gets its own fast-check seed. */
function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return Math.abs(h);
}

function withField(
  base: Pick<Case, 'params' | 'query' | 'body'>,
  part: Part,
  name: string,
  value: unknown,
): Pick<Case, 'params' | 'query' | 'body'> {
  const copy = {
    params: { ...base.params },
    query: { ...base.query },
    body: base.body === undefined ? undefined : { ...(base.body as object) },
  };
  const target = (copy[part] ?? (copy[part] = {})) as Record<string, unknown>;
  if (value === undefined) delete target[name];
  else target[name] = value;
  return copy;
}

function short(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
}

/**
 * False for a value that is right where it is sent, so it is not sent as bad input: in a URL or
 * a multipart form every value is text (a "wrong type" of a text field is just text); in a URL
 * `[]` is no value and `[x]` is x; a number within the field's bounds (an offset of 0) is a right
 * number. A megabyte in a URL is sent once per route; a path parameter gets 200 characters instead.
 */
function isMalformedIn(def: RouteDef, part: Part, field: Field, value: unknown): boolean {
  // A multipart form, like a URL, carries text only, and writes a lone surrogate as U+FFFD.
  const asText = part !== 'body' || (!!def.multipart && !def.multipart.json);
  const inUrl = part !== 'body';
  if (inUrl && Array.isArray(value) && value.length < 2) return false;
  if (asText && kindOf(field) === 'text' && typeof value !== 'string') return false;
  // A megabyte in a URL is sent once per route (the "query of 1 MB" case), not once per field.
  if (inUrl && typeof value === 'string' && value.length > 1000) return false;
  // A URL's invalid UTF-8 (a lone surrogate's bytes) is read as U+FFFD in a query: a right search text.
  if (part !== 'params' && asText && typeof value === 'string' && /[\uD800-\uDFFF]/.test(value)) return false;
  if (Array.isArray(value) && value.length === 0 && !field.shape.minItems) return false;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value) && asText
        ? Number(value)
        : NaN;
  if (Number.isInteger(number)) {
    const { minimum, exclusiveMinimum, maximum } = field.shape;
    const low =
      minimum !== undefined ? number >= minimum : exclusiveMinimum !== undefined ? number > exclusiveMinimum : true;
    if (low && (maximum === undefined || number <= maximum) && typesOf(field.shape).includes('integer')) return false;
  }
  return true;
}

/** One field's malformed cases: missing (when required) and each hostile value of its kind. */
function fieldCases(def: RouteDef, ids: Ids, part: Part, field: Field, seed: number): Case[] {
  const base = baseOf(def, ids, 'own');
  const route = `${def.method} ${def.path}`;
  const cases: Case[] = [];
  if (part === 'params') {
    cases.push({
      label: `${route} params.${field.name} of 200 characters`,
      def,
      realm: 'own',
      ...withField(base, part, field.name, '9'.repeat(200)),
    });
  }
  if (field.required && part !== 'params') {
    cases.push({
      label: `${route} ${part}.${field.name} missing`,
      field: field.name,
      def,
      realm: 'own',
      ...withField(base, part, field.name, undefined),
    });
  }
  const values = malformedValuesOf(
    kindOf(field),
    typesOf(field.shape),
    seed + hashOf(`${route} ${part}.${field.name}`),
  );
  for (const value of values) {
    if (!isMalformedIn(def, part, field, value)) continue;
    cases.push({
      label: `${route} ${part}.${field.name}=${short(value)}`,
      field: field.name,
      def,
      realm: 'own',
      ...withField(base, part, field.name, value),
    });
  }
  return cases;
}

/** Whole-body cases of a route that takes a JSON body. */
function bodyCases(def: RouteDef, ids: Ids): Case[] {
  const base = baseOf(def, ids, 'own');
  const route = `${def.method} ${def.path}`;
  const fields = fieldsOf(shapeOf(def.body));
  const first = fields.find((f) => f.required) ?? fields[0];
  const make = (label: string, over: Partial<Case>): Case => ({
    label: `${route} ${label}`,
    def,
    realm: 'own',
    ...base,
    ...over,
  });
  const cases = [
    make('body deep JSON (10,000 levels)', { raw: deepJson(10_000), contentType: 'application/json' }),
    make('body deep JSON in a field', {
      raw: JSON.stringify({ ...(base.body as object), [first?.name ?? 'x']: 0 }).replace(/0}$/, `${deepJson(10_000)}}`),
      contentType: 'application/json',
    }),
    make('body as XML', { raw: '<x/>', contentType: 'application/xml' }),
    make('body as text/plain', { raw: JSON.stringify(base.body), contentType: 'text/plain' }),
    make('body as form-urlencoded', { raw: 'a=1', contentType: 'application/x-www-form-urlencoded' }),
    // A body the schema takes as is (an optional body may be null) is no bad input.
    ...(def.body!.safeParse(null).success ? [] : [make('body null', { raw: 'null', contentType: 'application/json' })]),
    make('body an array', { raw: JSON.stringify([base.body]), contentType: 'application/json' }),
    make('body broken JSON', { raw: '{"a": ', contentType: 'application/json' }),
    make('body __proto__ key', {
      raw: JSON.stringify(base.body).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
      contentType: 'application/json',
    }),
    make('body constructor.prototype key', {
      raw: JSON.stringify(base.body).replace(/^\{/, '{"constructor":{"prototype":{"isAdmin":true}},'),
      contentType: 'application/json',
    }),
  ];
  // An unknown field is stripped by the schemas (decision 090), so it is sent where another
  // field is missing: the extra key must not change the refusal into anything else.
  if (first?.required) {
    const extra = { ...(base.body as object), extraField: ONE_MB_STRING.slice(0, 1000), 'a\u0000b': 1 } as Record<
      string,
      unknown
    >;
    delete extra[first.name];
    cases.push(make(`body extra fields with ${first.name} missing`, { body: extra }));
  }
  return cases;
}

/** Every malformed request of one route (`seed` fixes fast-check's draws). */
export function casesOf(def: RouteDef, ids: Ids, seed: number): Case[] {
  const cases: Case[] = [];
  const parts: Part[] = ['params', 'query', 'body'];
  for (const part of parts) {
    for (const field of fieldsOf(shapeOf(def[part]))) cases.push(...fieldCases(def, ids, part, field, seed));
  }
  if (def.body && !def.multipart) cases.push(...bodyCases(def, ids));
  if (def.body && def.multipart) {
    // A form route sent JSON, XML or text, or a multipart body that is not one.
    const route = `${def.method} ${def.path}`;
    cases.push(...bodyCases(def, ids).slice(0, 4), {
      label: `${route} multipart without its parts`,
      def,
      realm: 'own',
      ...baseOf(def, ids, 'own'),
      raw: 'esto no es multipart',
      contentType: 'multipart/form-data; boundary=abono',
    });
  }
  if (def.query) {
    const base = baseOf(def, ids, 'own');
    cases.push({
      label: `${def.method} ${def.path} query of 1 MB`,
      def,
      realm: 'own',
      ...base,
      query: { ...base.query, [fieldsOf(shapeOf(def.query))[0]?.name ?? 'q']: ONE_MB_STRING },
    });
  }
  // The same malformed requests with another company's ids: still refused, for the same reason or as forbidden.
  const own = baseOf(def, ids, 'own');
  const other = baseOf(def, ids, 'other');
  const others = cases.slice(0, 3).map((c) => ({
    ...c,
    label: `${c.label} (other company)`,
    realm: 'other' as const,
    params: swapped(c.params, own.params, other.params),
    query: swapped(c.query, own.query, other.query),
    body: c.body === undefined ? undefined : swapped(c.body as Record<string, unknown>, own.body, other.body),
  }));
  return [...cases, ...others];
}

/** `value` with each key still holding its own-company id given the other company's id instead. */
function swapped(value: Record<string, unknown>, own: unknown, other: unknown): Record<string, unknown> {
  const ownIds = (own ?? {}) as Record<string, unknown>;
  const otherIds = (other ?? {}) as Record<string, unknown>;
  const out = { ...value };
  for (const key of Object.keys(out)) {
    if (key in ownIds && out[key] === ownIds[key] && key in otherIds) out[key] = otherIds[key];
  }
  return out;
}
