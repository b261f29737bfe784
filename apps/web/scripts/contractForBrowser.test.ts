import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as domain from '@abono/domain';
import type { RouteDef } from '@abono/domain';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY_FIELDS, stripServerFields } from './contractForBrowser.mjs';

const contractDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/domain/src/contract');
const contractFiles = readdirSync(contractDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

type Node = { type?: string; [key: string]: unknown };
type Prop = { key: { name: string }; value: Node & { callee?: { name?: string }; arguments?: Node[] } };

/** The keys of every `defineRoute({…})` literal of a source, by `<area>.<route>` (`loansApi.detail`). */
function declaredKeys(code: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as Node & { id?: { name?: string }; init?: Node & { properties?: Prop[] } };
    if (n.type === 'VariableDeclarator' && n.id?.name?.endsWith('Api') && n.init?.type === 'ObjectExpression') {
      for (const prop of n.init.properties ?? []) {
        if (prop.value.type !== 'CallExpression' || prop.value.callee?.name !== 'defineRoute') continue;
        const literal = prop.value.arguments?.[0] as { properties: Prop[] };
        found.set(`${n.id.name}.${prop.key.name}`, literal.properties.map((p) => p.key.name).sort());
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else visit(value);
    }
  };
  visit(parseAst(code, { lang: 'ts' }));
  return found;
}

/** Every declaration the domain exports (the `*Api` objects). */
const declared = Object.entries(domain)
  .filter(([name]) => name.endsWith('Api'))
  .flatMap(([area, routes]) =>
    Object.entries(routes as Record<string, RouteDef>).map(([name, def]) => [`${area}.${name}`, def] as const),
  );

describe('contractForBrowser', () => {
  it("keeps of each declaration exactly what the web's client reads, and drops the schemas and server metadata", () => {
    const kept = new Map<string, string[]>();
    for (const file of contractFiles) {
      const source = readFileSync(path.join(contractDir, file), 'utf8');
      const stripped = stripServerFields(source, file)?.code ?? source;
      for (const [route, keys] of declaredKeys(stripped)) kept.set(route, keys);
    }
    expect(declared.length).toBeGreaterThan(50);
    for (const [name, def] of declared) {
      const keys = kept.get(name);
      expect(keys, name).toEqual(
        Object.keys(def)
          .filter((k) => !SERVER_ONLY_FIELDS.includes(k))
          .sort(),
      );
      expect(keys).toEqual(expect.arrayContaining(['method', 'path']));
    }
  });

  it('leaves a source without declarations alone', () => {
    expect(stripServerFields("export const authPaths = { refresh: '/api/auth/refresh' };")).toBeNull();
  });
});
