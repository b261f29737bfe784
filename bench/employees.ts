/**
 * `npm run bench:employees -w @abono/bench`: only the employees benchmark, on its
 * own server and database (the full `npm run bench` runs it too and writes bench/RESULTS.md).
 */
import { benchEmployees } from './lib/employeesBench';
import { runOnLargeCompany } from './lib/largeCompanyRun';

await runOnLargeCompany({
  port: 3240,
  pgPort: 54380,
  sizeVariable: 'BENCH_EMPLOYEES',
  rowsName: 'empleados',
  bench: benchEmployees,
});
