/**
 * What the bad-input corpus reads of a route's zod schema: its fields (from the JSON Schema zod
 * writes of the schema's *input*), which are required, and a plausible value of each kind, so a
 * request can be built around the one malformed part.
 */
import { z } from 'zod';

/** The part of JSON Schema the corpus reads. */
export interface JsonShape {
  type?: string | string[];
  properties?: Record<string, JsonShape>;
  required?: string[];
  items?: JsonShape;
  enum?: unknown[];
  anyOf?: JsonShape[];
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  format?: string;
  default?: unknown;
  minItems?: number;
}

export interface Field {
  name: string;
  required: boolean;
  shape: JsonShape;
}

/** The JSON Schema of a zod schema's input (transforms and refinements are not representable: `any`). */
export function shapeOf(schema: z.ZodType | undefined): JsonShape | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonShape;
}

/** The top-level fields of an object schema (a union's branches merged). */
export function fieldsOf(shape: JsonShape | undefined): Field[] {
  if (!shape) return [];
  const branches = shape.anyOf ?? [shape];
  const byName = new Map<string, Field>();
  for (const branch of branches) {
    const required = new Set(branch.required ?? []);
    for (const [name, inner] of Object.entries(branch.properties ?? {})) {
      if (!byName.has(name)) byName.set(name, { name, required: required.has(name), shape: inner });
    }
  }
  return [...byName.values()];
}

/** The JSON types a field accepts (`any` when zod could not say). */
export function typesOf(shape: JsonShape): string[] {
  if (shape.enum) return [...new Set(shape.enum.map((v) => (v === null ? 'null' : typeof v)))];
  if (shape.anyOf) return [...new Set(shape.anyOf.flatMap(typesOf))];
  if (shape.type) return [shape.type].flat();
  return ['any'];
}

/** A plausible value of a field: the first enum value, the default, or one of its type. */
export function plausibleValue(shape: JsonShape): unknown {
  if (shape.enum && shape.enum.length > 0) return shape.enum[0];
  if (shape.default !== undefined) return shape.default;
  if (shape.anyOf && shape.anyOf.length > 0) return plausibleValue(shape.anyOf[0]!);
  const type = typesOf(shape)[0];
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'array':
      return shape.items ? Array.from({ length: shape.minItems ?? 1 }, () => plausibleValue(shape.items!)) : [];
    case 'object':
      return Object.fromEntries(fieldsOf(shape).map((f) => [f.name, plausibleValue(f.shape)]));
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** Kinds of field the corpus attacks with values of their own. */
export type FieldKind = 'id' | 'integer' | 'amount' | 'date' | 'ids' | 'text' | 'boolean' | 'other';

/** Money fields (a rate is a percentage with its own pattern, not money). */
const AMOUNT_NAME = /amount|discount|payment|savings|total|interest|salary|weekly/i;
const ID_NAME = /(^|_)id$|Id$/;
const DATE_NAME = /date|deadline|_on$|_at$|from$|to$/i;

export function kindOf(field: Field): FieldKind {
  const types = typesOf(field.shape);
  if (types.includes('integer')) return ID_NAME.test(field.name) ? 'id' : 'integer';
  if (types.includes('array')) return 'ids';
  if (types.includes('boolean') && types.length === 1) return 'boolean';
  if (field.shape.format === 'date' || DATE_NAME.test(field.name)) return 'date';
  if (AMOUNT_NAME.test(field.name) && !/rate/i.test(field.name)) return 'amount';
  if (types.includes('string')) return 'text';
  return 'other';
}
