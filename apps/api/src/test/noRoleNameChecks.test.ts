/**
 * No authorization compares role names (03 §5, decision 064): what a user may do follows the
 * grants of their permissions, so a role may be renamed, and a custom role holding a permission
 * is as good as a system one. This reads the API's and the web's sources and fails on a
 * comparison of a role with a literal, or on the removed name helpers coming back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ROOTS = ['apps/api/src', 'apps/web/src'];

/**
 * `role === 'hr'`, `user.role !== "admin"`, `role.name === 'super_admin'`, `'treasury' === viewer.role`, `roleName ==
 * …`.
 */
const ROLE_VS_LITERAL = /\brole(?:\.name|Name)?\s*[!=]==?\s*['"`]|['"`]\s*[!=]==?\s*[\w.]*\brole(?:\.name|Name)?\b/;
/** The name-based helpers the grants replaced. */
const NAME_HELPERS = /\b(?:isSuperAdmin|canCreateCompany)\s*\(/;

function sources(dir: string): string[] {
  return readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(relative);
    // Tests name roles to set up their users; what they assert is the grants' behaviour.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function offences(file: string): string[] {
  return readFileSync(path.join(repo, file), 'utf8')
    .split('\n')
    .flatMap((line, i) =>
      ROLE_VS_LITERAL.test(line) || NAME_HELPERS.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
}

describe('authorization never compares role names', () => {
  it('finds the patterns it looks for', () => {
    for (const line of [
      "if (role === 'employee')",
      "user.role !== 'admin'",
      "role.name === 'super_admin'",
      "'treasury' === viewer.role",
      'isSuperAdmin(user.role)',
      'canCreateCompany(role)',
    ]) {
      expect(ROLE_VS_LITERAL.test(line) || NAME_HELPERS.test(line), line).toBe(true);
    }
    expect(ROLE_VS_LITERAL.test('const label = t(`employees.role.${name}`)')).toBe(false);
  });

  it('in the API and the web sources', () => {
    const files = ROOTS.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(offences)).toEqual([]);
  });
});
