// Comments, test names and texts in the source never name an issue number (decision 065): a
// reader of the repository cannot open the tracker. They cite the spec (docs/spec/02-back-office.md
// §7, 03-decisions.md §1), a decision record (decision 046) or say why. History may name issues:
// docs/ and bench/HISTORY.md are Markdown, which is not scanned, and so are the SQL migrations,
// which drizzle-kit named and databases have already applied (they are never edited).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT } from './lib/run.mjs';

const SCANNED_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SCANNED_ROOT_FILES = ['eslint.config.js'];
const EXTENSIONS = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx|css|html)$/;
/** Installed packages, build and run output, and the migrations (see above). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report', 'coverage']);
const SKIPPED_PATHS = new Set([
  path.join('apps', 'api', 'src', 'db', 'migrations'),
  // This file: its examples name issues on purpose.
  path.join('scripts', 'noIssueNumbers.test.mjs'),
]);

/**
 * "issue 8", "Issues 8 §8 and 9", "issue-15", "issue #12", and a bare "#12" after a space or a
 * parenthesis (a tracker reference; CSS colours such as #000 are written after a colon or quote).
 */
const ISSUE_NUMBER = /\bissues?[\s_-]*#?\d+|(?<!:\s*)(?<=^|[\s([])#\d+\b(?![0-9a-f])/i;

/** Every line of `text` that names an issue number, as "line: text". */
export function issueNumberLines(text) {
  return text
    .split('\n')
    .map((line, i) => [i + 1, line])
    .filter(([, line]) => ISSUE_NUMBER.test(line))
    .map(([n, line]) => `${n}: ${line.trim()}`);
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !SKIPPED_PATHS.has(relative)) yield* sourceFiles(relative);
    } else if (EXTENSIONS.test(entry.name) && !SKIPPED_PATHS.has(relative)) {
      yield relative;
    }
  }
}

/** Every scanned file's lines that name an issue number, as "file:line: text". */
export function issueNumberOffenders() {
  const files = [...SCANNED_DIRS.flatMap((dir) => [...sourceFiles(dir)]), ...SCANNED_ROOT_FILES];
  return files.flatMap((file) =>
    issueNumberLines(readFileSync(path.join(ROOT, file), 'utf8')).map((line) => `${file}:${line}`),
  );
}

describe('the source names no issue numbers', () => {
  it('no comment, test name or text in apps, packages, e2e, bench or scripts names an issue', () => {
    const offenders = issueNumberOffenders();
    assert.deepEqual(
      offenders,
      [],
      'Estas líneas nombran un número de issue: cita la especificación (docs/spec/…, 03 §N), ' +
        `una decisión (decision NNN) o explica el porqué:\n  ${offenders.join('\n  ')}`,
    );
  });

  it('catches the ways an issue is named', () => {
    const named = [
      ' * Issue 9 §5 on real PostgreSQL',
      "  it('issues 8 §8 and 9 §7: /credits is budgeted', () => {",
      '// the budget of issue-15',
      '// see issue #12',
      '/** Fixed in #42. */',
      '-- (issue9 search)',
    ];
    for (const line of named) assert.equal(issueNumberLines(line).length, 1, line);
  });

  it('leaves alone what only looks like one', () => {
    const innocent = [
      "  it('issues an activation code, shows it once', async () => {",
      '  for (const issue of result.error.issues) {',
      "const { object } = await requireAccess(db, caller, 'activationCode.issue', row);",
      '  color: #000;',
      "  background: '#1c7ed6',",
      'expect(cell.numFmt).toBe(\'"$"#,##0.00\');',
      '`npm run -s create-admin -- --password Secreta#1`',
      ' * 03-decisions.md §6 (decision 051): deactivating ends access to that company',
    ];
    for (const line of innocent) assert.deepEqual(issueNumberLines(line), [], line);
  });
});
