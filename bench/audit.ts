/**
 * `npm run bench:audit -w @abono/bench`: only the audit log's benchmark (lib/auditBench.ts:
 * GET /api/audit on a company of 1,000,000 audit rows), on its own server and database (the full
 * `npm run bench` runs it too and writes bench/RESULTS.md), and the /audit chunk in gzip.
 * BENCH_AUDIT_ROWS sizes the company.
 */
import path from 'node:path';
import { benchAudit } from './lib/auditBench';
import { readBundleSizes } from './lib/bundle';
import { ROOT, startServer } from './lib/server';

const port = Number(process.env.BENCH_PORT ?? 3260);
const server = await startServer({
  port,
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54400),
  dataDir: path.join(ROOT, `.data/bench-${port}`),
});
try {
  const result = await benchAudit(
    server.baseUrl,
    server.databaseUrl,
    Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000),
  );
  const auditChunkGzipKb = (readBundleSizes(server.baseUrl).ownGzip['/audit'] ?? NaN) / 1024;
  console.log(JSON.stringify({ ...result, auditChunkGzipKb }, null, 2));
} finally {
  await server.stop();
}
