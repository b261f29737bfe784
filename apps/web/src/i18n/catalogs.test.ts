import { ERRORS, MESSAGE_KEYS } from '@abono/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(catalog)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const esKeys = flatten(es as Catalog);
const enKeys = flatten(en as Catalog);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('i18n catalogs', () => {
  it('es and en have identical key sets', () => {
    expect([...enKeys.keys()].sort()).toEqual([...esKeys.keys()].sort());
  });

  it('no translation is empty', () => {
    for (const [key, value] of [...esKeys, ...enKeys]) expect(value.trim(), key).not.toBe('');
  });

  it('translates every domain message key in both languages', () => {
    for (const key of MESSAGE_KEYS) {
      expect(esKeys.has(key), `es: ${key}`).toBe(true);
      expect(enKeys.has(key), `en: ${key}`).toBe(true);
    }
  });

  it('translates every API error code in both languages', () => {
    for (const code of Object.keys(ERRORS)) {
      expect(esKeys.has(`errors.${code}`), `es: errors.${code}`).toBe(true);
      expect(enKeys.has(`errors.${code}`), `en: errors.${code}`).toBe(true);
    }
  });

  it('has every key the source code asks for', () => {
    const root = join(__dirname, '..');
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-z_]+(?:\.[a-z0-9_]+)+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/(?:labelKey|titleKey|message):\s*'([a-z_]+(?:\.[a-z0-9_]+)+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/'((?:nav|messages|labels|validation|errors|auth\.error|time)\.[a-z0-9_]+)'/g)) used.add(m[1]!);
    }
    const missing = [...used].filter((k) => !esKeys.has(k));
    expect(missing).toEqual([]);
  });
});
