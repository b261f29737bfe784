/**
 * One benchmark on a company of its own (seedLargeCompany), on its own server and database: what
 * `npm run bench:credits`, `bench:employees` and `bench:treasury` run (the full `npm run bench` runs them too and
 * writes bench/RESULTS.md).
 */
import path from 'node:path';
import { loginHeaders } from './login';
import { seedLargeCompany, type LargeCompany } from './seedLargeCompany';
import { ROOT, startServer } from './server';

export interface LargeCompanyRun<T> {
  /** Default ports; BENCH_PORT and BENCH_PG_PORT override them. */
  port: number;
  pgPort: number;
  /** The environment variable that sets the company's size (default 50,000). */
  sizeVariable: string;
  /** What the company's rows are called in the log ("préstamos", "empleados"). */
  rowsName: string;
  /** `databaseUrl`: the server's database, for a bench that loads more data of its own. */
  bench: (
    baseUrl: string,
    serverPid: number,
    headers: Record<string, string>,
    company: LargeCompany,
    databaseUrl: string,
  ) => Promise<T>;
}

export async function runOnLargeCompany<T>(run: LargeCompanyRun<T>): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? run.port);
  const server = await startServer({
    port,
    pgPort: Number(process.env.BENCH_PG_PORT ?? run.pgPort),
    dataDir: path.join(ROOT, `.data/bench-${port}`),
  });
  try {
    const headers = await loginHeaders(server.baseUrl);
    const seeded = performance.now();
    const company = await seedLargeCompany(server.databaseUrl, Number(process.env[run.sizeVariable] ?? 50_000));
    console.log(`empresa de ${company.count} ${run.rowsName} cargada en ${Math.round(performance.now() - seeded)} ms`);
    const result = await run.bench(server.baseUrl, server.pid, headers, company, server.databaseUrl);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await server.stop();
  }
}
