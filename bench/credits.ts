/**
 * `npm run bench:credits -w @abono/bench`: only the credits benchmark, on its own
 * server and database (the full `npm run bench` runs it too and writes bench/RESULTS.md).
 */
import { benchCredits } from './lib/creditsBench';
import { runOnLargeCompany } from './lib/largeCompanyRun';

await runOnLargeCompany({
  port: 3230,
  pgPort: 54370,
  sizeVariable: 'BENCH_LOANS',
  rowsName: 'préstamos',
  bench: benchCredits,
});
