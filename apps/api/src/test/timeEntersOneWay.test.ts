/**
 * The lint rule that keeps time entering the API one way (decision 061): `new Date()` without an
 * argument is refused in apps/api/src, except in the clock itself, tests and the CLI entry points.
 * Read from the repository's real ESLint configuration, so loosening it fails here.
 */
import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function timeRule(file: string): Promise<Linter.RuleEntry | undefined> {
  const config = (await eslint.calculateConfigForFile(path.join(ROOT, file))) as Linter.Config | undefined;
  return config?.rules?.['no-restricted-syntax'];
}

function messagesFor(rule: Linter.RuleEntry, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': rule } }],
      'service.ts',
    )
    .map((m) => m.message);
}

describe('new Date() in the API', () => {
  it('is refused in services, transitions and routes, with a Spanish message naming the clock', async () => {
    for (const file of [
      'apps/api/src/modules/loans/transitions.ts',
      'apps/api/src/modules/health/routes.ts',
      'apps/api/src/db/seed/demo.ts',
      'apps/api/src/server.ts',
    ]) {
      const rule = await timeRule(file);
      expect(rule, file).toBeDefined();
      const messages = messagesFor(rule!, 'export const stamp = () => new Date();');
      expect(messages, file).toHaveLength(1);
      expect(messages[0]).toContain('reloj inyectado');
    }
  });

  it('lets a date be built from a value, anywhere', async () => {
    const rule = (await timeRule('apps/api/src/modules/loans/transitions.ts'))!;
    expect(
      messagesFor(
        rule,
        'export const a = (ms: number, s: string) => [new Date(ms), new Date(s), new Date(`${s}T00:00:00Z`)];',
      ),
    ).toEqual([]);
  });

  it('is allowed only in the clock, in tests and in the CLI entry points', async () => {
    for (const file of [
      'apps/api/src/lib/clock.ts',
      'apps/api/src/test/factories.ts',
      'apps/api/src/modules/loans/lifecycle.test.ts',
      'apps/api/src/cli/seed-demo.ts',
    ]) {
      const rule = await timeRule(file);
      const refused = rule !== undefined && messagesFor(rule, 'export const stamp = () => new Date();').length > 0;
      expect(refused, file).toBe(false);
    }
  });
});
