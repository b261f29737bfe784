/**
 * `npm run bench`: measures the performance targets and rewrites bench/RESULTS.md.
 *  - GET /api/notifications/count (valid token, 50 connections) vs GET /api/health as the floor:
 *    count ≥ 25 % of the floor's requests/s, p99 < 50 ms on the median of five runs (decision 098: every
 *    absolute latency target is checked on the median of at least five runs, so noise does not fail the bench).
 *  - quoteLoan < 0.05 ms per call.
 *  - Bytes on the wire: each route's initial files fetched from the running server
 *    with `Accept-Encoding: br`; /login's initial JS ≤ 150 KB, each route's own chunk ≤ 60 KB.
 *  - Lighthouse, mobile profile, in Debian's Chromium on /login, on / as the demo employee and on every
 *    back-office screen signed in (/credits, /employees, /treasury, /settings, /roles): Performance ≥ 95,
 *    Accessibility 100, Best Practices 100, LCP ≤ 2.5 s, SEO ≥ 90 on /login and / (median of
 *    LIGHTHOUSE_RUNS runs, at least five: LCP is an absolute latency, decision 098).
 *  - Credits on a company of 50,000 loans: GET /api/loans at 10 connections p95 ≤ 150 ms
 *    (first page and a filtered search), a 50,000-row savings upload ≤ 8 s with RSS growth ≤ 200 MB,
 *    mass approve of 5,000 loans ≤ 1.5 s, and the /credits chunk ≤ 60 KB.
 *  - Employees on a company of 50,000 employees: GET /api/employees at 10 connections
 *    p95 ≤ 150 ms (first page and a broad search), a 10,000-row import ≤ 5 s with RSS growth ≤ 200 MB.
 *  - Treasury (lib/treasuryBench.ts): the bank request of 10,000 loans ≤ 1 s with the status change, the
 *    Banorte and HSBC files of 10,000 applied loans ≤ 1 s each with the server's RSS flat, bulk confirm of
 *    5,000 loans ≤ 1.5 s, the deduction file of a Friday with 50,000 confirmed loans ≤ 3 s; the /treasury
 *    chunk ≤ 60 KB gzip (with the other gzip budgets).
 *  - Audit log (lib/auditBench.ts) on a company of 1,000,000 audit rows: GET /api/audit at 10 connections
 *    p95 ≤ 150 ms, unfiltered and under each filter.
 * What it measures is built by startServer (lib/server.ts): the web app when stale, and the API.
 * Exits non-zero when a target is missed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CREDITS_CHUNKS, EMPLOYEE_CHUNKS, readBundleSizes, type BundleSizes } from './lib/bundle';
import { benchCredits, type CreditsBenchResult } from './lib/creditsBench';
import { benchEmployees, type EmployeesBenchResult } from './lib/employeesBench';
import { benchTreasury, FLAT_RSS_MB, type TreasuryBenchResult } from './lib/treasuryBench';
import { benchAudit, type AuditBenchResult } from './lib/auditBench';
import { seedLargeCompany } from './lib/seedLargeCompany';
import { auditPages, LIGHTHOUSE_CHROMIUM_PATH, LIGHTHOUSE_VERSION, type PageReport } from './lib/lighthouse';
import { load, loadMedian, type LoadResult } from './lib/load';
import { loginHeaders } from './lib/login';
import { benchContract } from './lib/contractBench';
import { benchQuote } from './lib/quoteBench';
import { measureStartup, startupSection, type StartupResult } from './lib/startup';
import { ROOT, startServer } from './lib/server';
import { lighthouseChecks, listCheck, type CheckRow } from './lib/checks';
import { MEDIAN_RUNS, spread } from './lib/median';
import { soakSectionOf } from './lib/soak/report';

const KB = 1024;

const rows: CheckRow[] = [];
const check = (target: string, measured: string, ok: boolean) => rows.push({ target, measured, ok });

const port = Number(process.env.BENCH_PORT ?? 3200);
const server = await startServer({
  port,
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54350),
  dataDir: path.join(ROOT, port === 3200 ? '.data/bench' : `.data/bench-${port}`),
});
let health: LoadResult;
let count: LoadResult;
let healthRuns: LoadResult[];
let countRuns: LoadResult[];
const startup: StartupResult[] = [];
let sizes: BundleSizes | null = null;
let pages: PageReport[] = [];
let lighthouseError: string | null = null;
let credits: CreditsBenchResult | null = null;
let creditsError: string | null = null;
let employeesResult: EmployeesBenchResult | null = null;
let employeesError: string | null = null;
let treasury: TreasuryBenchResult | null = null;
let treasuryError: string | null = null;
let audit: AuditBenchResult | null = null;
let auditError: string | null = null;
try {
  const headers = await loginHeaders(server.baseUrl);
  await load(`${server.baseUrl}/api/health`, {}, 50, 2); // warm-up
  ({ median: health, runs: healthRuns } = await loadMedian(`${server.baseUrl}/api/health`, {}));
  await load(`${server.baseUrl}/api/notifications/count`, headers, 50, 2);
  ({ median: count, runs: countRuns } = await loadMedian(`${server.baseUrl}/api/notifications/count`, headers));
  // Start time and memory of the compiled API against tsx, on this server's database.
  for (const mode of ['tsx', 'compiled'] as const)
    startup.push(await measureStartup(mode, { databaseUrl: server.databaseUrl, dataDir: server.dataDir }));
  sizes = readBundleSizes(server.baseUrl);
  try {
    const lighthouseRuns = Math.max(MEDIAN_RUNS, Number(process.env.LIGHTHOUSE_RUNS ?? MEDIAN_RUNS));
    pages = await auditPages(server.baseUrl, lighthouseRuns);
  } catch (e) {
    lighthouseError = e instanceof Error ? e.message : String(e);
    console.error(e);
  }
  // Last: 50,000 loans in a company of their own; nothing measured before depends on them.
  try {
    const company = await seedLargeCompany(server.databaseUrl, 50_000);
    credits = await benchCredits(server.baseUrl, server.pid, headers, company);
  } catch (e) {
    creditsError = e instanceof Error ? e.message : String(e);
    console.error(e);
  }
  // A company of its own with 50,000 employees, then a 10,000-row import into it.
  try {
    const company = await seedLargeCompany(server.databaseUrl, 50_000);
    employeesResult = await benchEmployees(server.baseUrl, server.pid, headers, company);
  } catch (e) {
    employeesError = e instanceof Error ? e.message : String(e);
    console.error(e);
  }
  // Companies of its own: 50,000 loans confirmed for the deduction file, two of 10,000 for the bank files.
  try {
    const company = await seedLargeCompany(server.databaseUrl, 50_000);
    treasury = await benchTreasury(server.baseUrl, server.pid, company, server.databaseUrl);
  } catch (e) {
    treasuryError = e instanceof Error ? e.message : String(e);
    console.error(e);
  }
  // A company of its own with 1,000,000 audit rows.
  try {
    audit = await benchAudit(server.baseUrl, server.databaseUrl);
  } catch (e) {
    auditError = e instanceof Error ? e.message : String(e);
    console.error(e);
  }
} finally {
  const code = await server.stop();
  console.log(`servidor detenido (código ${code})`);
}

const ratio = count.requestsPerSecond / health.requestsPerSecond;
check(
  'notifications/count ≥ 25 % de health (req/s)',
  `${count.requestsPerSecond} vs ${health.requestsPerSecond} (${(ratio * 100).toFixed(0)} %)`,
  ratio >= 0.25,
);
check(
  `notifications/count p99 < 50 ms (mediana de ${MEDIAN_RUNS} corridas)`,
  `${count.p99} ms (corridas ${spread(countRuns.map((r) => r.p99))} ms; p50 ${count.p50} ms)`,
  count.p99 < 50,
);
check(
  'notifications/count sin errores',
  `${count.non2xx} no-2xx, ${count.errors} errores`,
  count.non2xx === 0 && count.errors === 0,
);

const quoteMs = benchQuote();
check('quoteLoan < 0.05 ms por llamada', `${quoteMs.toFixed(4)} ms`, quoteMs < 0.05);

const contractMs = await benchContract();
check('Carátula PDF por contrato (informativo)', `${contractMs.toFixed(1)} ms`, true);

const kb = (bytes: number | undefined) => `${((bytes ?? NaN) / KB).toFixed(1)} KB`;
if (sizes) {
  const wire = sizes.encodings.br ? 'br' : `sin br: ${Object.keys(sizes.encodings).join(', ')}`;
  const loginBytes = sizes.initial['/login'] ?? NaN;
  check(`JS inicial de /login ≤ 150 KB en la red (${wire})`, kb(loginBytes), loginBytes <= 150 * KB);
  // The employee's home (a returning user): 209.4 KB before the route contract (decision 066).
  const homeBytes = sizes.initial['/'] ?? NaN;
  check(`JS inicial de / ≤ 215 KB en la red (${wire})`, kb(homeBytes), homeBytes <= 215 * KB);
  for (const chunk of EMPLOYEE_CHUNKS) {
    const bytes = sizes.own[chunk] ?? NaN;
    check(`JS propio de ${chunk} ≤ 60 KB en la red`, kb(bytes), bytes <= 60 * KB);
  }
  for (const chunk of CREDITS_CHUNKS) {
    const bytes = sizes.own[chunk] ?? NaN;
    check(`JS propio de ${chunk} ≤ 60 KB en la red`, kb(bytes), bytes <= 60 * KB);
  }
  // The credits and employees budgets are in gzip (decisions 035, 044); the br lines above stay for the
  // first-load budget of every route's own chunk.
  for (const chunk of sizes.gzipBudgeted) {
    const bytes = sizes.ownGzip[chunk] ?? NaN;
    check(`JS propio de ${chunk} ≤ 60 KB gzip`, kb(bytes), bytes <= 60 * KB);
  }
  const stray = sizes.unexpectedOnLogin;
  check(
    '/login no carga al inicio otras pantallas, el shell, la huella ni otro idioma',
    stray.join(', ') || 'ninguno',
    stray.length === 0,
  );
  for (const [route, bytes] of Object.entries(sizes.initial)) {
    check(`JS / CSS iniciales de ${route} (informativo)`, `${kb(bytes)} / ${kb(sizes.css[route])}`, true);
  }
}
if (employeesError) check('Empleados con 50,000 registros', `falló: ${employeesError}`, false);
if (employeesResult) {
  for (const list of employeesResult.lists) rows.push(listCheck('/api/employees', list));
  const first = employeesResult.firstImport;
  check(
    `Importación de ${employeesResult.rows.toLocaleString('en-US')} empleados ` +
      `(${employeesResult.fileKb.toFixed(0)} KB) ≤ 5 s`,
    `${(first.ms / 1000).toFixed(2)} s (HTTP ${first.status}, ${first.created} creados, ${first.errors} errores)`,
    first.ms <= 5000 && first.status === 200 && first.created === employeesResult.rows,
  );
  check(
    'Importación de empleados: crecimiento de RSS del servidor ≤ 200 MB',
    `${(first.rssPeakMb - first.rssBeforeMb).toFixed(0)} MB (${first.rssBeforeMb.toFixed(0)} → ` +
      `${first.rssPeakMb.toFixed(0)} MB)`,
    first.rssPeakMb - first.rssBeforeMb <= 200,
  );
  const second = employeesResult.secondImport;
  check(
    'Importar el mismo archivo otra vez no cambia nada (informativo)',
    `${(second.ms / 1000).toFixed(2)} s, ${second.unchanged} sin cambios`,
    second.status === 200 && second.unchanged === employeesResult.rows,
  );
}
if (creditsError) check('Créditos con 50,000 préstamos', `falló: ${creditsError}`, false);
if (credits) {
  for (const list of credits.lists) rows.push(listCheck('/api/loans', list));
  const u = credits.upload;
  check(
    `Subida de ahorro de ${u.rows.toLocaleString('en-US')} filas (${u.fileKb.toFixed(0)} KB) ≤ 8 s`,
    `${(u.ms / 1000).toFixed(2)} s (HTTP ${u.status})`,
    u.ms <= 8000 && u.status === 200,
  );
  check(
    'Subida de ahorro: crecimiento de RSS del servidor ≤ 200 MB',
    `${(u.rssPeakMb - u.rssBeforeMb).toFixed(0)} MB (${u.rssBeforeMb.toFixed(0)} → ${u.rssPeakMb.toFixed(0)} MB)`,
    u.rssPeakMb - u.rssBeforeMb <= 200,
  );
  const m = credits.massApprove;
  check(
    `Aprobación masiva de ${m.loans} préstamos ≤ 1.5 s`,
    `${(m.ms / 1000).toFixed(2)} s (HTTP ${m.status})`,
    m.ms <= 1500 && m.status === 200 && m.loans === 5000,
  );
}
if (treasuryError) check('Tesorería', `falló: ${treasuryError}`, false);
if (treasury) {
  const n = treasury.fileLoans.toLocaleString('en-US');
  check(
    'Carga media de la máquina al medir tesorería (informativo)',
    `${treasury.loadAverage.toFixed(1)} en ${os.cpus().length} núcleos`,
    true,
  );
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const r = treasury.bankRequest;
  check(
    `Solicitud bancaria de ${n} préstamos (con el cambio a aplicado) ≤ 1 s`,
    `${seconds(r.ms)} (HTTP ${r.status}, ${r.moved} aplicados, ${kb(r.bytes)})`,
    r.ms <= 1000 && r.status === 200 && r.moved === treasury.fileLoans,
  );
  for (const [bank, file] of [
    ['Banorte', treasury.banorte],
    ['HSBC', treasury.hsbc],
  ] as const) {
    check(
      `Archivo ${bank} de ${n} préstamos aplicados ≤ 1 s`,
      `${seconds(file.ms)} (HTTP ${file.status}, ${kb(file.bytes)})`,
      file.ms <= 1000 && file.status === 200,
    );
    check(
      `Archivo ${bank}: memoria plana (crecimiento de RSS del servidor ≤ ${FLAT_RSS_MB} MB)`,
      `${(file.rssPeakMb - file.rssBeforeMb).toFixed(0)} MB ` +
        `(${file.rssBeforeMb.toFixed(0)} → ${file.rssPeakMb.toFixed(0)} MB)`,
      file.rssPeakMb - file.rssBeforeMb <= FLAT_RSS_MB,
    );
  }
  const c = treasury.confirm;
  check(
    `Confirmación masiva de ${c.loans} préstamos (auditoría y avisos) ≤ 1.5 s`,
    `${seconds(c.ms)} (HTTP ${c.status}, ${c.audits} filas de auditoría, ${c.notices} avisos)`,
    c.ms <= 1500 && c.status === 200 && c.loans === 5000 && c.audits === c.loans && c.notices >= c.loans,
  );
  const d = treasury.deductions;
  check(
    `Descuentos de nómina del viernes ${d.date} con ${d.loans.toLocaleString('en-US')} préstamos confirmados ≤ 3 s`,
    `${seconds(d.ms)} (HTTP ${d.status}, ${d.rows} descuentos, ${kb(d.bytes)})`,
    d.ms <= 3000 && d.status === 200 && d.rows === d.loans,
  );
}
if (auditError) check('Bitácora con 1,000,000 filas', `falló: ${auditError}`, false);
if (audit) {
  check(
    `Carga de ${audit.rows.toLocaleString('en-US')} filas de auditoría (informativo)`,
    `${(audit.seedMs / 1000).toFixed(1)} s`,
    true,
  );
  for (const list of audit.lists) rows.push(listCheck('/api/audit', list));
}
if (lighthouseError) check('Lighthouse', `falló: ${lighthouseError}`, false);
const { checks: lighthouseRowsChecked, runRows: lighthouseRows } = lighthouseChecks(pages);
rows.push(...lighthouseRowsChecked);

const lines = [
  '# Benchmark results',
  '',
  `Generated by \`npm run bench\` on ${new Date().toISOString()} — ${os.cpus().length} cores ` +
    `(${os.cpus()[0]?.model ?? 'cpu'}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ` +
    `${process.version}.`,
  `Load: autocannon, 50 connections on loopback, ${MEDIAN_RUNS} runs of 6 s per endpoint after a 2 s ` +
    'warm-up; the table shows the median of each figure across the runs (errors: the worst ' +
    'run). The server runs on embedded PostgreSQL with the demo data, logging at warn; the ' +
    'load generator shares the 2 cores.',
  '',
  '| Target | Measured | Met |',
  '|---|---|---|',
  ...rows.map((r) => `| ${r.target} | ${r.measured} | ${r.ok ? 'yes' : '**no**'} |`),
  '',
  '| Run | health req/s | health p99 | count req/s | count p99 |',
  '|---|---|---|---|---|',
  ...healthRuns.map(
    (h, i) =>
      `| ${i + 1} | ${h.requestsPerSecond} | ${h.p99} ms | ${countRuns[i]!.requestsPerSecond} | ` +
      `${countRuns[i]!.p99} ms |`,
  ),
  '',
  `Lighthouse ${LIGHTHOUSE_VERSION}, mobile profile (simulated slow 4G, 4× CPU slowdown), ` +
    `Chromium \`${LIGHTHOUSE_CHROMIUM_PATH}\` with the e2e flags; each run a fresh browser.`,
  '',
  '| Page | Run | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | transferred | ' +
    'BenchmarkIndex |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...lighthouseRows,
  '',
  ...startupSection(startup),
  '## Notes',
  '',
  '- `GET /api/notifications/count` is one database round trip: the session query that every authenticated',
  '  request runs also counts unread notifications (index-only on `notifications_user_unread_idx`), and the',
  '  access token is verified synchronously with `node:crypto` HMAC instead of async WebCrypto.',
  '- With 50 connections the latency is set by throughput (p50 ≈ 50 / req/s). On this 2-core VM, which the',
  '  load generator and PostgreSQL share, single runs vary by up to ±40 %; an individual run can exceed the',
  '  50 ms p99 even when the median run meets it. The per-run table above shows every run.',
  "- Noise (decision 098): every absolute latency target (the count's p99, each list's p95) is checked on the",
  '  median of five runs of the same measurement, with the spread of the runs beside it; one slow run cannot fail',
  '  the bench, three can. Throughput is stated relative to the health route measured in the same run.',
  '- The database pool defaults to 2 × cores + 1 (`DATABASE_POOL_SIZE`): on this VM a pool of 5 beat 10 and 25,',
  '  because extra PostgreSQL backends only contend for the same two cores.',
  '- Across repeated `npm run bench` invocations on 2026-11-21 the median count p99 ranged from 38 to 54 ms, so the',
  '  50 ms target is met with little margin on this machine; the requests/s ratio (30–65 %) is met comfortably.',
  "- Bytes on the wire: apps/web/scripts/bundle-size.mjs fetches each route's initial files from the running server",
  '  with `Accept-Encoding: br` and counts the bytes received. Initial = the entry and its imports, the language',
  "  catalog the entry waits for (Spanish), and the route's lazy modules with their imports; later imports (the",
  "  fingerprint library, the login form's zod schemas, toasts, panels) are not initial. Mantine's CSS is split per",
  '  component and travels with the chunk that uses it (decision 023).',
  "- Lighthouse runs the mobile profile with simulated throttling in Debian's Chromium set to es-MX. Each",
  '  back-office screen is measured signed in as a demo account that may see it (HR: /credits, /employees;',
  '  treasury: /treasury, /settings; admin: /roles), its session restored as for `/`; SEO is not a target on a',
  '  signed-in screen. `/login` is a first visit (all storage cleared). `/` is the demo employee coming back: a',
  '  login through the API gives the refresh cookie, passed as an extra `Cookie` header, and the fingerprint it is',
  '  bound to is put in localStorage',
  '  with the session hint, as a returning browser has them; only localStorage survives ' +
    "Lighthouse's reset (decision 025).",
  '- Credits: bench/lib/seedLargeCompany.ts loads a company of 50,000 employees and 50,000 pending loans',
  '  straight into PostgreSQL (INSERT … SELECT over generate_series, then VACUUM ANALYZE as ' +
    'autovacuum would). The list',
  '  is loaded by autocannon with 10 connections, five runs of 4 s after a 2 s warm-up; autocannon ' +
    'reports p97.5, not p95, so the',
  '  check uses p97.5 (an upper bound of p95). The filtered search matches 10,000 loans ' +
    '(`search=BN-04`, status pending,',
  '  sorted by amount, page 3 of 50): a broad search, the costly case. The savings file is a 50,000-row .xlsx written',
  "  by exceljs; RSS is the server process's VmRSS (its spreadsheet worker thread included, " +
    'decision 046) sampled every 50 ms during the upload. Mass approve takes the first',
  '  5,000 pass loans and writes their status, 5,000 audit rows and the notices (employee and treasury).',
  '- Employees: a second company of 50,000 employees from the same seed. The list is loaded like the',
  '  credits list (10 connections, five runs of 4 s, p97.5); the search `prueba 4` matches 11,111 names ' +
    '(sorted by name, descending,',
  '  page 3 of 50): one LIKE on the trigram-indexed `employees.search_text` (migration ' +
    '0004). The import is a 10,000-row',
  '  template file (every column filled, valid CLABEs) of new employees, then the same file again (all unchanged).',
  '- Treasury: bench/lib/seedTreasury.ts turns seedLargeCompany companies into treasury ones, set-based: every',
  '  employee hired with a valid account (Banorte accounts and Banorte or HSBC CLABEs, check digits by the domain;',
  '  10-digit HSBC accounts for the HSBC file), issuer code 12345 and an HSBC debit account. One company of 10,000',
  '  approved loans goes through the bank request (→ applied), the Banorte file and the confirmation of 5,000 (each',
  '  employee has a user, so the notices are written); another of 10,000 applied loans gives the HSBC file; one of',
  '  50,000 loans confirmed on three successive weeks owes one payment each on the Friday measured. Times run from',
  '  the request to the last byte on loopback (the server time plus the local transfer). "Memory flat" is checked as',
  `  the server's RSS growing at most ${FLAT_RSS_MB} MB while a file is written (sampled every 50 ms).`,
  '- How each first-load change moved these figures: bench/HISTORY.md.',
  '- Simulated FCP, LCP and TBT depend on the CPU time the page gets; this 2-core VM is shared (with the load',
  '  generator before, and with other processes), so single runs vary by 20–30 Performance points. The table shows',
  '  every run; the targets are checked on the median.',
  '',
];
// The soak's section is written by `npm run bench:soak` (ten minutes of its own): kept as it is.
const resultsFile = path.join(ROOT, 'bench/RESULTS.md');
const soak = existsSync(resultsFile) ? soakSectionOf(readFileSync(resultsFile, 'utf8')) : '';
writeFileSync(resultsFile, lines.join('\n') + (soak ? `\n${soak}` : ''));
console.log(lines.join('\n'));
process.exit(rows.every((r) => r.ok) ? 0 : 1);
