/**
 * `npm run bench:treasury -w @abono/bench`: only treasury's benchmark (bank request, Banorte and
 * HSBC files, bulk confirmation, the Friday deduction file; lib/treasuryBench.ts) and the /treasury
 * chunk, on its own server and database (the full `npm run bench` runs them too and writes
 * bench/RESULTS.md). BENCH_DEDUCTION_LOANS sizes the deduction company (default 50,000),
 * BENCH_TREASURY_LOANS the file companies (default 10,000).
 */
import { readBundleSizes } from './lib/bundle';
import { runOnLargeCompany } from './lib/largeCompanyRun';
import { benchTreasury } from './lib/treasuryBench';

await runOnLargeCompany({
  port: 3250,
  pgPort: 54390,
  sizeVariable: 'BENCH_DEDUCTION_LOANS',
  rowsName: 'préstamos por confirmar y descontar',
  bench: async function treasuryAndChunk(baseUrl, serverPid, _headers, company, databaseUrl) {
    const treasury = await benchTreasury(baseUrl, serverPid, company, databaseUrl);
    const sizes = readBundleSizes(baseUrl);
    return { ...treasury, treasuryChunkGzipKb: (sizes.ownGzip['/treasury'] ?? NaN) / 1024 };
  },
});
