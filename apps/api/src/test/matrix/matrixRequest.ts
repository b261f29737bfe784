/**
 * Turns a matrix case into a request: the schema's sample (sampleFromSchema.ts), the route's
 * inputs table over it, the company in play in the route's company field, and the ids of the
 * case's objects in their fields. A multipart route gets a form (fields as text, the table's
 * files); one that also takes JSON gets JSON when it sends no file.
 */
import { pathOf, type RouteDef } from '@abono/domain';
import type { InjectOptions } from 'fastify';
import { multipartBody } from '../multipart';
import type { MatrixWorld } from './fixtures';
import { objectId, type ObjectVariant } from './objectKinds';
import type { InputContext, RouteInput } from './routeInputs';
import { sampleFromSchema } from './sampleFromSchema';
import type { CompanyVariant } from './cases';

type Caller = MatrixWorld['callers'][keyof MatrixWorld['callers']];

export interface RequestCase {
  def: RouteDef;
  input: RouteInput;
  company: CompanyVariant;
  objects: Record<string, ObjectVariant>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function matrixRequest(
  world: MatrixWorld,
  caller: Caller,
  c: RequestCase,
  headers: Record<string, string>,
): Promise<InjectOptions> {
  const company = c.company === 'other' ? world.other : world.own;
  const ids: Record<string, number | string> = {};
  for (const [field, variant] of Object.entries(c.objects)) {
    ids[field] = objectId(world, caller, c.input.objects![field]!, variant);
  }
  const context: InputContext = {
    world,
    companyId: company.id,
    deadline: company.deadline,
    object: (field) => ids[field]!,
  };
  const parts = {
    params: sampleFromSchema(c.def.params),
    query: { ...sampleFromSchema(c.def.query), ...c.input.query?.(context) },
    body: { ...sampleFromSchema(c.def.body), ...c.input.body?.(context) },
  };
  for (const [field, id] of Object.entries(ids)) {
    const [where, rawKey] = field.split('.') as ['params' | 'query' | 'body', string];
    const key = rawKey.replace(/\[\]$/, '');
    parts[where][key] = rawKey.endsWith('[]') ? [id] : id;
  }
  const scope = c.def.access.kind === 'public' ? undefined : c.def.access.company;
  if (scope) parts[scope.from][scope.key] = company.id;

  const query = new URLSearchParams(
    Object.entries(parts.query).map(([k, v]): [string, string] => [k, text(v)]),
  ).toString();
  const options: InjectOptions = {
    method: c.def.method,
    url: `${pathOf(c.def, parts.params)}${query ? `?${query}` : ''}`,
    headers: { ...headers },
  };
  if (!c.def.body) return options;
  const files = (await c.input.files?.(context)) ?? [];
  if (c.def.multipart && (files.length > 0 || !c.def.multipart.json)) {
    const form = multipartBody(Object.fromEntries(Object.entries(parts.body).map(([k, v]) => [k, text(v)])), files);
    options.payload = form.payload;
    options.headers = { ...options.headers, ...form.headers };
  } else {
    options.payload = parts.body;
  }
  return options;
}
