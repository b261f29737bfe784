// `npm run spec:sync`: copy the product spec (../shared/spec/*.md, next to the repository)
// into docs/spec/, so code comments can cite a file every reader of the repository can open.
// docs/spec/ is a copy, never edited by hand: a stale copy fails `npm test` (spec-sync.test.mjs).
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The shared spec sits beside the repository (`../shared/spec` from its root), not inside it. */
export const SPEC_SOURCE = path.resolve(ROOT, '..', 'shared', 'spec');
export const SPEC_COPY = path.join(ROOT, 'docs', 'spec');

function markdownFiles(dir) {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .sort()
    : [];
}

/**
 * Files that differ between the spec and its copy: changed, missing from the copy, or left in
 * the copy after the spec dropped them. Empty when they match or when there is no spec to
 * compare with (a clone without ../shared/spec has only the copy, which is then the reference).
 */
export function specDifferences(source = SPEC_SOURCE, copy = SPEC_COPY) {
  if (!existsSync(source)) return [];
  const sourceFiles = markdownFiles(source);
  const copyFiles = new Set(markdownFiles(copy));
  const differences = [];
  for (const name of sourceFiles) {
    if (!copyFiles.has(name)) differences.push(`${name}: falta en docs/spec`);
    else if (!readFileSync(path.join(source, name)).equals(readFileSync(path.join(copy, name)))) {
      differences.push(`${name}: distinto de ${path.join(source, name)}`);
    }
    copyFiles.delete(name);
  }
  for (const name of copyFiles) differences.push(`${name}: ya no está en la especificación`);
  return differences;
}

/** Make the copy equal to the spec; returns the names written or removed. */
export function syncSpec(source = SPEC_SOURCE, copy = SPEC_COPY) {
  if (!existsSync(source)) throw new Error(`No existe ${source}: no hay especificación que copiar.`);
  mkdirSync(copy, { recursive: true });
  const sourceFiles = markdownFiles(source);
  const changed = [];
  for (const name of sourceFiles) {
    const target = path.join(copy, name);
    if (existsSync(target) && readFileSync(target).equals(readFileSync(path.join(source, name)))) continue;
    copyFileSync(path.join(source, name), target);
    changed.push(name);
  }
  for (const name of markdownFiles(copy)) {
    if (sourceFiles.includes(name)) continue;
    rmSync(path.join(copy, name));
    changed.push(name);
  }
  return changed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const changed = syncSpec();
    console.log(changed.length ? `docs/spec actualizado: ${changed.join(', ')}` : 'docs/spec ya estaba al día.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
