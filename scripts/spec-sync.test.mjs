// docs/spec/ must equal ../shared/spec/ wherever that spec exists; elsewhere the copy stands alone.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { specDifferences, syncSpec } from './spec-sync.mjs';

describe('docs/spec', () => {
  it('is a current copy of ../shared/spec (run `npm run spec:sync` when this fails)', () => {
    const differences = specDifferences();
    assert.deepEqual(
      differences,
      [],
      `docs/spec no coincide con ../shared/spec. Ejecuta \`npm run spec:sync\` y confirma ` +
        `docs/spec:\n  ${differences.join('\n  ')}`,
    );
  });
});

describe('specDifferences and syncSpec', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'abono-spec-'));
  const source = path.join(dir, 'shared', 'spec');
  const copy = path.join(dir, 'repo', 'docs', 'spec');
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('finds nothing to compare when the shared spec does not exist (a clone elsewhere)', () => {
    assert.deepEqual(specDifferences(path.join(dir, 'missing'), copy), []);
  });

  it('names a changed file, a file missing from the copy and a file the spec dropped', () => {
    mkdirSync(source, { recursive: true });
    mkdirSync(copy, { recursive: true });
    writeFileSync(path.join(source, '01-a.md'), '# A\nnuevo\n');
    writeFileSync(path.join(copy, '01-a.md'), '# A\nviejo\n');
    writeFileSync(path.join(source, '02-b.md'), '# B\n');
    writeFileSync(path.join(copy, '00-old.md'), '# Old\n');
    const differences = specDifferences(source, copy);
    assert.equal(differences.length, 3);
    assert.match(differences.join('\n'), /01-a\.md: distinto/);
    assert.match(differences.join('\n'), /02-b\.md: falta en docs\/spec/);
    assert.match(differences.join('\n'), /00-old\.md: ya no está/);
  });

  it('sync makes the copy equal, after which nothing differs', () => {
    assert.deepEqual(syncSpec(source, copy).sort(), ['00-old.md', '01-a.md', '02-b.md']);
    assert.deepEqual(specDifferences(source, copy), []);
    assert.equal(existsSync(path.join(copy, '00-old.md')), false);
    assert.deepEqual(syncSpec(source, copy), []);
  });

  it('sync refuses, rather than emptying the copy, when the shared spec is missing', () => {
    assert.throws(() => syncSpec(path.join(dir, 'missing'), copy), /No existe/);
  });
});
