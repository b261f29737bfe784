/**
 * Vite plugin (build only, decision 066 addendum "what / loads"): the browser's copy of each route
 * declaration (packages/domain/src/contract/*.ts) keeps only what the web's client reads at run
 * time: method, path, multipart, idempotent, status and file. The zod schemas (params, query,
 * body, response, otherResponses) and the server's metadata (summary, tags, access, errors) are
 * dropped from every `defineRoute({…})` literal, as TypeScript's types are: the web's types still
 * come from the schemas (tsc reads the source), but a chunk that calls a route no longer pulls zod,
 * the response schemas, big.js or the grants table. Tests and the dev server keep the full
 * declarations.
 */
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';

/** The declaration fields the browser never reads (apps/web/src/lib/http/call.ts reads the rest). */
export const SERVER_ONLY_FIELDS = [
  'params',
  'query',
  'body',
  'response',
  'otherResponses',
  'summary',
  'tags',
  'access',
  'errors',
];
const CONTRACT = /[\\/]packages[\\/]domain[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/;

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit);
  }
}

/** The source with the server-only fields of every `defineRoute({…})` literal removed (null: nothing to do). */
export function stripServerFields(code, id = 'contract.ts') {
  if (!code.includes('defineRoute(')) return null;
  const ast = parseAst(code, { lang: 'ts' }, id);
  const out = new MagicString(code);
  let changed = false;
  walk(ast, (node) => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'defineRoute')
      return;
    const object = node.arguments[0];
    if (object?.type !== 'ObjectExpression') return;
    object.properties.forEach((prop, i) => {
      if (prop.type !== 'Property' || prop.computed || prop.key.type !== 'Identifier') return;
      if (!SERVER_ONLY_FIELDS.includes(prop.key.name)) return;
      const next = object.properties[i + 1];
      out.remove(prop.start, next ? next.start : object.end - 1);
      changed = true;
    });
  });
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
}

export function contractForBrowser() {
  return {
    name: 'abono:contract-for-browser',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT.test(id.split('?')[0])) return null;
      return stripServerFields(code, id);
    },
  };
}
