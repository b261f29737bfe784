/**
 * `npm run lighthouse -w @abono/bench`: only the Lighthouse part of `npm run bench`, for iterating
 * on the web app's first load. Serves the build in ABONO_WEB_DIST (default apps/web/dist) on
 * BENCH_PORT / BENCH_PG_PORT; LIGHTHOUSE_RUNS runs per page (default 5; fewer, for a quick look, are marked
 * indicative: `npm run bench` never checks on fewer than five); LIGHTHOUSE_PAGES, a
 * comma-separated list of paths (`/,/credits`), audits only those pages. Checks the same targets as
 * `npm run bench` and exits 1 on a miss.
 */
import path from 'node:path';
import { lighthouseChecks } from './lib/checks';
import { auditPages, PAGES } from './lib/lighthouse';
import { MEDIAN_RUNS } from './lib/median';
import { ROOT, startServer } from './lib/server';

const port = Number(process.env.BENCH_PORT ?? 3201);
const server = await startServer({
  port,
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54351),
  dataDir: path.join(ROOT, `.data/bench-lighthouse-${port}`),
});
let failed = false;
try {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
  if (pages.length === 0) throw new Error(`LIGHTHOUSE_PAGES no nombra ninguna página: ${only?.join(', ')}`);
  const reports = await auditPages(server.baseUrl, Number(process.env.LIGHTHOUSE_RUNS ?? MEDIAN_RUNS), pages);
  for (const c of lighthouseChecks(reports).checks) {
    console.log(`${c.ok ? 'sí' : 'NO'} | ${c.target} | ${c.measured}`);
    if (!c.ok) failed = true;
  }
} catch (e) {
  console.error(e);
  failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
