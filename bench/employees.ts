/**
 * `npm run bench:employees -w @abono/bench`: only the employees benchmark of issue 9 §7, on its
 * own server and database (the full `npm run bench` runs it too and writes bench/RESULTS.md).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { benchEmployees } from './lib/employeesBench';
import { seedLargeCompany } from './lib/seedLargeCompany';
import { ROOT, startServer } from './lib/server';

const port = Number(process.env.BENCH_PORT ?? 3240);
const server = await startServer({ port, pgPort: Number(process.env.BENCH_PG_PORT ?? 54380), dataDir: path.join(ROOT, `.data/bench-${port}`) });
try {
  const fingerprint = `bench-${randomUUID()}`;
  const res = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-fingerprint': fingerprint },
    body: JSON.stringify({ tin: 'RRHH800101AA1', password: 'Demo#2026', fingerprint }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  const seeded = performance.now();
  const company = await seedLargeCompany(server.databaseUrl, Number(process.env.BENCH_EMPLOYEES ?? 50_000));
  console.log(`empresa de ${company.count} empleados cargada en ${Math.round(performance.now() - seeded)} ms`);
  const result = await benchEmployees(server.baseUrl, server.pid, { authorization: `Bearer ${accessToken}`, 'x-device-fingerprint': fingerprint }, company);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await server.stop();
}
