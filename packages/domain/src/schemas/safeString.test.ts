import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';
import { INVALID_TEXT, safeString } from './safeString';

const NUL = 'a\u0000b';

/** Every object shape reachable from an exported schema (objects, refined objects, `.and`, `.extend`). */
function shapesOf(schema: unknown, out: Record<string, z.ZodType>[] = []): Record<string, z.ZodType>[] {
  if (schema instanceof z.ZodObject) out.push(schema.shape as Record<string, z.ZodType>);
  else if (schema instanceof z.ZodIntersection) {
    shapesOf(schema.def.left, out);
    shapesOf(schema.def.right, out);
  } else if (schema instanceof z.ZodPipe) shapesOf(schema.def.in, out);
  return out;
}

/** Every input schema: the exports of this folder (response shapes in ../responses describe output). */
const schemaDir = path.dirname(new URL(import.meta.url).pathname);
const schemaFiles = readdirSync(schemaDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const inputModules = (await Promise.all(schemaFiles.map((f) => import(`./${f}`)))) as Record<string, unknown>[];
const exportedObjectSchemas = inputModules
  .flatMap((module) => Object.entries(module))
  .filter(([, value]) => shapesOf(value).length > 0);

describe('safeString: one NUL refinement under every string schema', () => {
  it('refuses U+0000 before any other check, with its own message key', () => {
    expect(
      safeString()
        .safeParse(NUL)
        .error?.issues.map((i) => i.message),
    ).toEqual([INVALID_TEXT]);
    expect(
      domain
        .requiredText(5)
        .safeParse(`  ${NUL.repeat(10)} `)
        .error?.issues.map((i) => i.message),
    ).toEqual([INVALID_TEXT]);
    expect(safeString().safeParse('a\u0001b\u2028').success).toBe(true);
  });

  it('refuses a lone surrogate (no character: stored as U+FFFD or refused by PostgreSQL), keeps pairs', () => {
    for (const lone of ['\uD800', 'x\uDFFFy', 'a\uDBFF', '\uDC00\uD800'])
      expect(
        safeString()
          .safeParse(lone)
          .error?.issues.map((i) => i.message),
        JSON.stringify(lone),
      ).toEqual([INVALID_TEXT]);
    expect(domain.requiredText(50).safeParse('Préstamo 😀 \uD83D\uDE00').success).toBe(true);
    expect(domain.companySchema.safeParse({ name: 'Empresa \uD800' }).error?.issues[0]).toMatchObject({
      path: ['name'],
      message: INVALID_TEXT,
    });
    expect(domain.MESSAGE_KEYS).toContain(INVALID_TEXT);
  });

  it('login, register, onboarding and company refuse a NUL in any string field with the field key', () => {
    const login = domain.loginSchema.safeParse({ tin: `AAA${NUL}`, password: NUL, fingerprint: NUL });
    expect(Object.fromEntries(login.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      tin: INVALID_TEXT,
      password: INVALID_TEXT,
      fingerprint: INVALID_TEXT,
    });
    const register = domain.registerSchema.safeParse({
      tin: 'AAA010101AAA',
      password: `Secreta#1${NUL}`,
      confirmPassword: `Secreta#1${NUL}`,
      fingerprint: 'f',
    });
    expect(register.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual(['password', INVALID_TEXT]);
    expect(domain.companySchema.safeParse({ name: NUL }).error?.issues[0]).toMatchObject({
      path: ['name'],
      message: INVALID_TEXT,
    });
    expect(
      domain.onboardingSchema.safeParse({ email: `a@b.mx${NUL}`, phone: '4771234567' }).error?.issues[0],
    ).toMatchObject({
      path: ['email'],
      message: INVALID_TEXT,
    });
  });

  it.each(exportedObjectSchemas)('%s accepts no field value containing NUL', (_name, schema) => {
    for (const shape of shapesOf(schema)) {
      for (const [key, field] of Object.entries(shape)) {
        // Each field alone: a NUL string must never pass it (strings say invalid_text, others refuse the type).
        const result = field.safeParse(NUL);
        expect(result.success, key).toBe(false);
        const nested = field.safeParse([NUL]);
        expect(nested.success, `${key}[]`).toBe(false);
      }
    }
  });

  it('no domain schema builds a string without safeString', () => {
    const offenders = schemaFiles
      .filter((f) => f !== 'safeString.ts')
      .flatMap((f) => {
        const source = readFileSync(path.join(schemaDir, f), 'utf8');
        // `z.string(`, also split over lines (`z\n  .string(`); `.pipe(z.email(` checks an already safe string.
        return [...source.matchAll(/\bz\s*\.\s*(string|email|uuid|url|templateLiteral)\s*\(/g)]
          .filter((m) => !source.slice(Math.max(0, m.index - 6), m.index).endsWith('.pipe('))
          .map((m) => `${f}:${source.slice(0, m.index).split('\n').length}`);
      });
    expect(offenders).toEqual([]);
  });
});
