/**
 * A value that passes a route's zod schema, derived from the schema itself (`z.toJSONSchema`, the
 * input side) by a small generator: the required properties only, the first enum value, the
 * smallest number, a short string. What it cannot derive (ids of fixtures, patterns, amounts whose
 * quote must agree) the matrix's one table of route inputs supplies (routeInputs.ts); the matrix
 * proves each sample valid by asserting that the allowed own-company call is not a 400
 * validation_error.
 */
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  default?: unknown;
  format?: string;
};

function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sampleOf(choices.find((c) => c.type !== 'null') ?? choices[0]!);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s) as object));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleOf(schema.properties?.[key] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'muestra@ejemplo.mx';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'Muestra'.padEnd(schema.minLength ?? 1, 'x');
    default:
      return schema.default ?? null;
  }
}

/** A sample object for a route's params, query or body schema (empty object when it has none). */
export function sampleFromSchema(schema: z.ZodType | undefined): Record<string, unknown> {
  if (!schema) return {};
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const value = sampleOf(json);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
