/**
 * The authorization matrix (03 §1 company scope, §5 grants; decision 089): every declared route ×
 * every built-in role × (own company, other company) × (own object, another user's, the other
 * company's), generated from the route registry, with the expected answer derived from the route's
 * declared access and the domain's permission tables. It asserts no 2xx where the tables say no,
 * a refusal by authorization (403/404, never a 400 on a sloppy body: each allowed own-company
 * call proves its sample valid), no marker of the other company or of another user in any answer
 * to a caller who does not reach them, and 401 without a session.
 */
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@abono/domain';
import { useTestApp } from './testApp';
import { buildMatrixWorld, type MatrixWorld } from './matrix/fixtures';
import { matrixCases, missingInputs, roleGrants, routeKey, seesColleagues, type MatrixCase } from './matrix/cases';
import { matrixRequest } from './matrix/matrixRequest';
import { forbiddenMarkers, markersIn, readableText } from './matrix/markers';

type Answer = { headers: Record<string, unknown> };
const contentTypeOf = (response: Answer) => String(response.headers['content-type'] ?? '');
const isFile = (response: Answer) => /pdf|spreadsheetml/.test(contentTypeOf(response));

/** The envelope's error code (03 §1), or the body's start when it is not the envelope. */
function errorCodeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { error?: unknown }).error);
  } catch {
    return `sin sobre de error: ${body.slice(0, 80)}`;
  }
}

/** Budgets the matrix cannot reach: a 429 would answer an allowed call before it is authorized and served. */
const UNREACHED = { limit: 1_000_000, windowSeconds: 300 };
// The reset stays disabled (an "external" database): the super administrator's allowed call must not empty it.
const t = useTestApp({
  config: {
    databaseUrl: 'postgres://matriz.invalid/abono',
    routeRateLimits: { upload: UNREACHED, file: UNREACHED, pdf: UNREACHED },
  },
});

function declaredDefs(): RouteDef[] {
  return t.app.routeTable
    .filter((r) => r.method !== 'HEAD' && r.options.config?.contract)
    .map((r) => r.options.config!.contract!);
}

function describeCase(c: MatrixCase): string {
  const objects = Object.entries(c.objects)
    .map(([f, v]) => `${f}=${v}`)
    .join(',');
  return `${c.key} como ${c.role}${c.company ? ` empresa=${c.company}` : ''}${objects ? ` ${objects}` : ''}`;
}

/** Refusals first (they change nothing), then allowed reads, writes, and what ends the caller's access. */
function order(c: MatrixCase): number {
  if (!c.allowed) return 0;
  // Within a rank, a call on the caller's own record (which may end their own access) goes after the others.
  const own = Object.values(c.objects).includes('mine') ? 0.5 : 0;
  if (c.input.last) return { access: 3, session: 4, logout: 5 }[c.input.last] + own;
  return c.def.method === 'GET' ? 1 : 2;
}

describe('authorization matrix', () => {
  it('every route that needs inputs the generator cannot derive is in the table', () => {
    expect(missingInputs(declaredDefs())).toEqual([]);
  });

  it('every route × role × company × object answers as the permission tables say', { timeout: 120_000 }, async () => {
    const world: MatrixWorld = await buildMatrixWorld(t);
    const defs = declaredDefs();
    const cases = matrixCases(defs).sort((a, b) => order(a) - order(b));
    const failures: string[] = [];
    let checked = 0;
    let files = 0;
    // The scan is not vacuous: every marker is served to someone who may see it.
    const everyMarker = [...world.markers.otherCompany, ...world.markers.otherUser];
    const seen = new Set<string>();

    for (const c of cases) {
      const caller = world.callers[c.role];
      const response = await t.app.inject(await matrixRequest(world, caller, c, caller.headers));
      checked += 1;
      const status = response.statusCode;
      const error = status >= 400 ? errorCodeOf(response.body) : undefined;
      const label = `${describeCase(c)} → ${status}${error ? ` ${error}` : ''}`;
      if (c.allowed) {
        if (status === 400 && error === 'validation_error')
          failures.push(`${label}: muestra inválida ${response.body.slice(0, 300)}`);
        else if (status === 401 || status >= 500) failures.push(`${label}: permitido`);
      } else if (status < 300) {
        failures.push(`${label}: 2xx donde la tabla dice que no (${c.reason})`);
      } else if (status !== 403 && status !== 404) {
        failures.push(`${label}: rechazado sin autorización (${c.reason})`);
      }
      const grants = roleGrants(c.role);
      const text = status < 300 ? await readableText(response.rawPayload, contentTypeOf(response)) : response.body;
      if (status < 300 && isFile(response)) files += 1;
      const leaked = markersIn(text, forbiddenMarkers(world, grants, seesColleagues(grants)));
      for (const marker of markersIn(text, everyMarker)) seen.add(marker);
      if (leaked.length > 0) failures.push(`${label}: muestra ${leaked.join(', ')}`);
    }

    // Without a session, every non-public route answers 401 (the guard runs before the body is read).
    const guarded = defs.filter((def) => def.access.kind !== 'public');
    for (const def of guarded) {
      const input = { def, input: {}, company: 'own' as const, objects: {} };
      const response = await t.app.inject(await matrixRequest(world, world.callers.employee, input, {}));
      checked += 1;
      if (response.statusCode !== 401) failures.push(`${routeKey(def)} sin sesión → ${response.statusCode}`);
      const leaked = markersIn(response.body, [...world.markers.otherCompany, ...world.markers.otherUser]);
      if (leaked.length > 0) failures.push(`${routeKey(def)} sin sesión: muestra ${leaked.join(', ')}`);
    }

    console.log(
      `Matriz de autorización: ${checked} casos comprobados (${defs.length} rutas, ` +
        `${cases.filter((c) => c.allowed).length} permitidos, ${cases.filter((c) => !c.allowed).length} rechazados, ` +
        `${guarded.length} sin sesión; ${files} archivos PDF/xlsx leídos)`,
    );
    expect(failures).toEqual([]);
    expect(everyMarker.filter((m) => !seen.has(m))).toEqual([]);
  });
});
