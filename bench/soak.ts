/**
 * `npm run bench:soak`: SOAK_MINUTES (default 10) of a mixed load against the compiled server
 * (what `npm start` runs), started here on its own port and data folder (BENCH_PORT / BENCH_PG_PORT),
 * on a company of SOAK_LOANS (default 50,000) loans: employees logging in, quoting and applying; HR
 * listing, filtering and approving in bulk; treasury generating files; SOAK_SESSIONS (default 500)
 * sessions polling their notifications every 30 s (lib/soak/actors.ts). Every 30 s it samples the
 * server's RSS and the calls per second. Rewrites the soak section of bench/RESULTS.md and exits 1
 * on a missed target (lib/soak/report.ts, decision 099).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HR_USER, loginHeaders, TREASURY_USER } from './lib/login';
import { ROOT, startServer } from './lib/server';
import { rssMb } from './lib/serverMemory';
import { employees, hr, logInAll, notificationPollers, treasury, type SoakContext } from './lib/soak/actors';
import { Recorder } from './lib/soak/recorder';
import { replaceSoakSection, soakChecks, soakSection, type MemorySample } from './lib/soak/report';
import { seedSoak } from './lib/soak/seedSoak';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
// Every session logs in once, before the load: its 15-minute access token must outlive the soak.
if (!(minutes > 0 && minutes <= 14)) throw new Error('SOAK_MINUTES va de más de 0 a 14 (el token dura 15 min)');
const sizes = {
  loans: Number(process.env.SOAK_LOANS ?? 50_000),
  applicants: 1_000,
  applied: 1_000,
  sessions: Number(process.env.SOAK_SESSIONS ?? 500),
};
const SAMPLE_MS = 30_000;
const port = Number(process.env.BENCH_PORT ?? 3270);
const server = await startServer({
  port,
  pgPort: Number(process.env.BENCH_PG_PORT ?? 54410),
  dataDir: path.join(ROOT, `.data/bench-soak-${port}`),
});
let ok = false;
try {
  const startedAt = new Date().toISOString();
  const seeded = performance.now();
  const data = await seedSoak(server.databaseUrl, sizes);
  console.log(`soak: ${sizes.loans} préstamos cargados en ${Math.round(performance.now() - seeded)} ms`);
  const [hrA, hrB, teso] = [
    await loginHeaders(server.baseUrl, HR_USER),
    await loginHeaders(server.baseUrl, HR_USER),
    await loginHeaders(server.baseUrl, TREASURY_USER),
  ];
  const sessions = await logInAll(server.baseUrl, data.sessions);
  console.log(`soak: ${sessions.length} sesiones abiertas; ${minutes} min de carga`);

  const rec = new Recorder();
  const start = performance.now();
  const ctx: SoakContext = { baseUrl: server.baseUrl, rec, data, until: start + minutes * 60_000 };
  const memory: MemorySample[] = [{ atSeconds: 0, rssMb: rssMb(server.pid), callsPerSecond: 0 }];
  const sample = () => {
    const atSeconds = Math.round((performance.now() - start) / 1000);
    const since = atSeconds - memory[memory.length - 1]!.atSeconds;
    const callsPerSecond = rec.takeWindow() / Math.max(1, since);
    memory.push({ atSeconds, rssMb: rssMb(server.pid), callsPerSecond });
    console.log(
      `soak ${atSeconds} s: RSS ${memory.at(-1)!.rssMb.toFixed(0)} MB, ${callsPerSecond.toFixed(1)} llamadas/s`,
    );
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  try {
    await Promise.all([
      employees(ctx),
      hr(ctx, hrA, true),
      hr(ctx, hrB, false),
      treasury(ctx, teso),
      notificationPollers(ctx, sessions),
    ]);
  } finally {
    clearInterval(sampler);
  }
  // The last sample at the end, unless the interval just took one.
  if ((performance.now() - start) / 1000 - memory.at(-1)!.atSeconds > 5) sample();
  const routes = rec.stats((performance.now() - start) / 1000);
  const checks = soakChecks(routes, memory);
  const section = soakSection({
    startedAt,
    minutes,
    loans: data.loans,
    mix: [
      `Employees: one journey after another, a second apart: log in, open the offer, quote, apply ` +
        `(a drawn signature PNG); ${sizes.applicants} of them have no active loan.`,
      'HR (the demo HR user, two sessions): a loans list every second each (first page, a broad search, ' +
        'approved), and every 20 s a page of 50 passing pending loans approved in bulk.',
      `Treasury (the demo treasury user): every 30 s its loans (${sizes.applied} applied at the start, plus ` +
        'what HR approves), a Banorte dispersion file and the file history.',
      `${sessions.length} employee sessions each poll \`GET /api/notifications/count\` every 30 s, spread evenly.`,
      'Latency: from sending the request to the last byte, on loopback; the load generator shares the machine ' +
        `(one-minute load average at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores). ` +
        'Memory: VmRSS of the server process every 30 s.',
    ],
    routes,
    memory,
    checks,
    errorSamples: rec.errorSamples,
  });
  const results = path.join(ROOT, 'bench/RESULTS.md');
  writeFileSync(results, replaceSoakSection(existsSync(results) ? readFileSync(results, 'utf8') : '', section));
  console.log(section);
  ok = checks.every((c) => c.ok);
} finally {
  const code = await server.stop();
  console.log(`servidor detenido (código ${code})`);
}
process.exit(ok ? 0 : 1);
