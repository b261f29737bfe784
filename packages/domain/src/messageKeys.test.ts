/**
 * Every issue message any domain schema produces must be a listed message key, so that
 * the web catalogs (checked against MESSAGE_KEYS) can translate whatever the API returns.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index';
import { MESSAGE_KEYS } from './messageKeys';
import * as responses from './responses';

const TODAY = '2026-11-21';

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '   x   ',
  'abc',
  '-1',
  '0',
  '0.00',
  '.',
  '1.234',
  '1.2.3',
  '1e5',
  '12,50',
  '<script>',
  'a\u0000b',
  '2026-02-30',
  '2025-01-01',
  '2027-01-01',
  // After the savings cycle's year end seen from TODAY (31/12/2027), and a rate over 100 %.
  '2028-01-01',
  '150',
  'true',
  'maybe',
  'a@',
  '12',
  '12.5',
  'x'.repeat(3000),
  '9'.repeat(30),
  0,
  -1,
  1.5,
  12,
  Number.NaN,
  true,
  false,
  [],
  [0],
  ['x'],
  [1, 2],
  {},
  { name: 'x.txt', type: 'text/plain', size: 10 },
  { name: 'big.pdf', type: 'application/pdf', size: 50_000_000 },
];

/** Whole payloads that reach cross-field rules. */
const WHOLE_INPUTS: unknown[] = [
  { tin: 'X', password: 'Abcdef1!', confirmPassword: 'Abcdef2!', fingerprint: 'f' },
  // The employee form's account rule needs a valid form around it (a CLABE's check digit, its bank).
  ...['072225001234567890', '012180001234567899'].map((accountNumber) => ({
    controlNumber: 'E-1',
    name: 'Ana',
    work_location: 'León',
    role_id: 1,
    bank: '072',
    company_id: 1,
    accountNumber,
  })),
];

/**
 * Keys listed for the web catalog only: no schema produces them, the API's checks write them
 * (a logo under 100×100 px is known only once the image is decoded, decision 079).
 */
const UNREACHABLE_KEYS = new Set<string>(['messages.logo_too_small']);

/** Response schemas describe what the server sends, not input a person types: no message keys. */
const RESPONSE_SCHEMAS = new Set(Object.keys(responses));

/** Every input schema exported by the package, plus the ones built for a given day. */
function allSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = (Object.entries(domain) as [string, unknown][]).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType && !RESPONSE_SCHEMAS.has(entry[0]),
  );
  found.push(['createSettingsLoanSchema', domain.createSettingsLoanSchema(TODAY)]);
  found.push(['createSettingsUpdateSchema', domain.createSettingsUpdateSchema(TODAY)]);
  return found;
}

/** The object shape of a schema, looking through intersections, pipes and the like. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  const def = schema.def as unknown as Record<string, unknown>;
  for (const key of ['left', 'right', 'in', 'innerType', 'schema']) {
    const inner = def[key];
    if (inner instanceof z.ZodType) {
      const shape = shapeOf(inner);
      if (shape) return shape;
    }
  }
  return null;
}

function inputsFor(schema: z.ZodType, fromAuth: boolean): unknown[] {
  const shape = shapeOf(schema);
  // The auth schemas (lead's file) are always fed objects, as their forms do.
  if (!shape) return BAD_VALUES;
  const roots: unknown[] = fromAuth ? [{}] : [{}, null, 'x', 3, []];
  const keys = Object.keys(shape);
  const out: unknown[] = [...roots, ...WHOLE_INPUTS];
  for (const bad of BAD_VALUES) {
    out.push(Object.fromEntries(keys.map((k) => [k, bad])));
    for (const key of keys) out.push({ [key]: bad });
  }
  return out;
}

function messagesOf(name: string, schema: z.ZodType): Set<string> {
  const produced = new Set<string>();
  for (const input of inputsFor(schema, AUTH_SCHEMAS.has(name))) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) produced.add(issue.message);
  }
  return produced;
}

const AUTH_SCHEMAS = new Set([
  'tinSchema',
  'loginFormSchema',
  'loginSchema',
  'registerFormSchema',
  'registerSchema',
  'onboardingSchema',
]);

describe('MESSAGE_KEYS', () => {
  it('has no duplicates and only dotted keys', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    for (const key of MESSAGE_KEYS) expect(key).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
  });

  it('finds the schemas to check', () => {
    expect(allSchemas().length).toBeGreaterThan(25);
  });

  it.each(allSchemas())('%s only reports listed message keys', (name, schema) => {
    const known = new Set<string>(MESSAGE_KEYS);
    const produced = messagesOf(name, schema);
    expect([...produced].filter((m) => !known.has(m))).toEqual([]);
    expect(produced.size).toBeGreaterThan(0);
  });

  it('lists no key that no schema can produce', () => {
    const produced = new Set<string>();
    for (const [name, schema] of allSchemas()) messagesOf(name, schema).forEach((m) => produced.add(m));
    expect(MESSAGE_KEYS.filter((k) => !produced.has(k) && !UNREACHABLE_KEYS.has(k))).toEqual([]);
  });
});
