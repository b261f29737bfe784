/**
 * Bad input on every route (decision 090): for each route the app serves from a declaration,
 * malformed requests derived from its zod schemas (and, for uploads, wrong files) are sent as a
 * signed-in super_admin (and as an employee on the routes an employee calls) with real ids.
 * Every answer must be a 4xx envelope with a Spanish message and no stack or SQL text, and no
 * table may change. The fast-check seed is printed; FUZZ_SEED replays another one.
 */
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '@abono/domain';
import { useTestApp } from './testApp';
import { applyFields, insuranceFields } from './testSupport';
import { answerProblems, MESSAGES_OUTSIDE_CATALOG } from './fuzz/answerProblems';
import { baseOf, casesOf, type Case } from './fuzz/corpus';
import { multipartCasesOf, realFiles, rightUpload } from './fuzz/multipartCases';
import { formFields, sendCase } from './fuzz/sendCase';
import { changedTables, tableChecksums } from './fuzz/tableChecksums';
import { employeeCalls, seedWorld, type World } from './fuzz/world';

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_420);

/**
 * Tables a refused request writes by design (decision 090). A name here needs its reason in the decision:
 * `rate_limit_hits`: an upload, file or PDF route spends its caller's budget when the request arrives,
 * before its body is read (decision 094), so that a flood of junk is limited like any other.
 */
const WRITTEN_BY_REFUSALS: readonly string[] = ['rate_limit_hits'];

/** Budgets no corpus reaches: a 429 would answer before the malformed part is read, hiding it. */
const UNREACHED = { limit: 1_000_000, windowSeconds: 300 };

/** The file fields each upload route reads (its handler's uploadOf), the right file of each. */
const FILE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'POST /api/companies': ['logo'],
  'POST /api/loans': ['signature'],
  'POST /api/loans/insurance': ['signature', 'last_payslip'],
  'POST /api/employees/import': ['file'],
  'POST /api/loans/validate-savings': ['file'],
  'PUT /api/loans/:id/accept-counter-offer': ['signature'],
};

/** Form routes that read no file (their form's `files` limit only refuses one sent anyway). */
const FORMS_WITHOUT_FILES: readonly string[] = [
  'PUT /api/loans/:id/reject-counter-offer',
  'PUT /api/loans/:id/release-error',
];

const t = useTestApp({ config: { routeRateLimits: { upload: UNREACHED, file: UNREACHED, pdf: UNREACHED } } });

/**
 * True unless the answer is a validation refusal whose `fields` do not name the malformed field:
 * then the value itself passed, and only another (plausible, not right) field was refused.
 */
function namesField(answer: { statusCode: number; body: string }, field: string): boolean {
  if (answer.statusCode !== 400) return true;
  const { fields } = JSON.parse(answer.body) as { fields?: Record<string, string> };
  if (!fields) return true;
  return Object.keys(fields).some((key) => key === field || key.startsWith(`${field}.`) || key === 'body');
}

/** The declarations of the routes the app serves (one per method and path). */
function servedDeclarations(): RouteDef[] {
  const seen = new Map<string, RouteDef>();
  for (const r of t.app.routeTable) {
    const def = r.options.config?.contract;
    if (def && r.method !== 'HEAD') seen.set(`${def.method} ${def.path}`, def);
  }
  return [...seen.values()];
}

/** The form a real client sends to an upload route, so the file is what the server refuses. */
function rightForm(def: RouteDef, world: World): Record<string, string> {
  const scenario = { companyId: world.companyId, productId: world.productId, deadline: world.deadline };
  if (def.method === 'POST' && def.path === '/api/loans') return applyFields(scenario);
  if (def.method === 'POST' && def.path === '/api/loans/insurance') return insuranceFields(scenario);
  return formFields(baseOf(def, world, 'own').body);
}

describe('bad input on every route', () => {
  it('knows the file fields of every form route, so a new upload route gets its wrong files', () => {
    const unknown = servedDeclarations()
      .filter((def) => def.multipart)
      .map((def) => `${def.method} ${def.path}`)
      .filter((key) => !(key in FILE_FIELDS) && !FORMS_WITHOUT_FILES.includes(key));
    expect(unknown, 'add the route to FILE_FIELDS or FORMS_WITHOUT_FILES').toEqual([]);
  });

  it('answers every malformed request with a Spanish 4xx envelope and changes no table', async () => {
    const world = await seedWorld(t);
    const files = await realFiles();
    const before = await tableChecksums(t.pool, WRITTEN_BY_REFUSALS);
    const problems: string[] = [];
    let tried = 0;
    const started = performance.now();
    console.log(`bad-input corpus: fast-check seed ${SEED} (FUZZ_SEED=${SEED} replays it)`);

    const check = async (label: string, send: () => ReturnType<typeof sendCase>, field?: string) => {
      tried += 1;
      const answer = await send();
      const found = answerProblems({ statusCode: answer.statusCode, headers: answer.headers, body: answer.body });
      if (answer.statusCode < 400) found.push(`accepted with ${answer.statusCode}`);
      if (field && !namesField(answer, field)) found.push(`refused for another field than ${field}: ${answer.body}`);
      if (found.length > 0) problems.push(`${label} → ${answer.statusCode}: ${found.join('; ')}`);
    };

    const timing: Array<[string, number, number]> = [];
    for (const def of servedDeclarations()) {
      const routeStart = performance.now();
      const triedBefore = tried;
      const key = `${def.method} ${def.path}`;
      // The sessions take turns, so both meet every kind of case and the run stays short.
      const sessions = [world.admin, ...(employeeCalls(def) ? [world.employee] : [])];
      const sessionOf = (i: number) => sessions[i % sessions.length]!;
      const fileFields = FILE_FIELDS[key] ?? [];
      const rightUploads = fileFields.map((field) => rightUpload(field, files));
      for (const [i, c] of casesOf(def, world, SEED).entries()) {
        await check(c.label, () => sendCase(t.app, c, sessionOf(i), rightUploads), c.field);
      }
      if (def.multipart) {
        // The right form sent as multipart (also on routes that take JSON), with one wrong file.
        const form: Case = {
          label: key,
          def: { ...def, multipart: { ...def.multipart, json: false } },
          realm: 'own',
          ...baseOf(def, world, 'own'),
          body: rightForm(def, world),
        };
        for (const field of fileFields) {
          for (const [i, m] of multipartCasesOf(def, field, files).entries()) {
            const uploads = rightUploads.map((u) => (u.field === field ? m.upload : u));
            await check(m.label, () => sendCase(t.app, form, sessionOf(i), uploads));
          }
        }
      }
      timing.push([key, Math.round(performance.now() - routeStart), tried - triedBefore]);
    }

    if (process.env.FUZZ_TIMING) console.log(timing.sort((a, b) => b[1] - a[1]).slice(0, 25));
    const changed = changedTables(before, await tableChecksums(t.pool, WRITTEN_BY_REFUSALS));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`bad-input corpus: ${tried} requests tried in ${seconds} s, ${problems.length} problems, seed ${SEED}`);
    if (MESSAGES_OUTSIDE_CATALOG.size > 0) {
      console.log(
        `Spanish messages written by services, not in the catalog:\n${[...MESSAGES_OUTSIDE_CATALOG].join('\n')}`,
      );
    }
    expect({ problems, changed }).toEqual({ problems: [], changed: [] });
  }, 115_000);
});
