/**
 * Start time and memory of the API process: compiled JavaScript (`npm start`)
 * against tsx (what `npm start` ran before). Each run spawns a fresh process on an
 * already-running database (so PostgreSQL's own start is not counted), times it from spawn
 * to the first 200 on /api/health, and reads its resident memory (VmRSS) at that moment and
 * after 500 requests.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { ROOT, serverArgs, type ServerMode } from './server';

export interface StartupResult {
  mode: ServerMode;
  /** Medians across the runs. */
  readyMs: number;
  /** CPU time (user + system) the process used until ready: less sensitive to a busy machine than wall time. */
  cpuMs: number;
  rssReadyMb: number;
  rssAfterMb: number;
  runs: { readyMs: number; cpuMs: number; rssReadyMb: number; rssAfterMb: number }[];
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

/** utime + stime of /proc/<pid>/stat, in ms (clock ticks are 10 ms on Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function once(mode: ServerMode, port: number, databaseUrl: string, dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs(mode), {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      ABONO_DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
    },
  });
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const url = `http://127.0.0.1:${port}/api/health`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`el servidor (${mode}) terminó con código ${child.exitCode}`);
      if (performance.now() - started > 60_000) throw new Error(`el servidor (${mode}) no respondió en 60 s`);
      const ok = await fetch(url).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const readyMs = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    const rssReadyMb = rssMb(child.pid!);
    for (let i = 0; i < 500; i++) await fetch(url).then((r) => r.arrayBuffer());
    return { readyMs, cpuMs: cpu, rssReadyMb, rssAfterMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await closed;
  }
}

/** A port nobody listens on now (the OS picks it), so the measurement never collides with another server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Load average when the last measurement finished: on a shared machine it explains the spread. */
let loadAverage = os.loadavg()[0] ?? 0;

export async function measureStartup(
  mode: ServerMode,
  options: { databaseUrl: string; dataDir: string; runs?: number },
): Promise<StartupResult> {
  const runs = [];
  for (let i = 0; i < (options.runs ?? 5); i++)
    runs.push(await once(mode, await freePort(), options.databaseUrl, options.dataDir));
  loadAverage = os.loadavg()[0] ?? 0;
  return {
    mode,
    readyMs: median(runs.map((r) => r.readyMs)),
    cpuMs: median(runs.map((r) => r.cpuMs)),
    rssReadyMb: median(runs.map((r) => r.rssReadyMb)),
    rssAfterMb: median(runs.map((r) => r.rssAfterMb)),
    runs,
  };
}

export const STARTUP_HEADING = '## API start: compiled JavaScript vs tsx';

/** The RESULTS.md section: both modes, medians and every run. */
export function startupSection(results: StartupResult[]): string[] {
  const f = (n: number) => n.toFixed(0);
  const rows = results.flatMap((r) =>
    r.runs.map(
      (run, i) =>
        `| ${r.mode} | ${i + 1} | ${f(run.readyMs)} ms | ${f(run.cpuMs)} ms | ${f(run.rssReadyMb)} ` +
        `MB | ${f(run.rssAfterMb)} MB |`,
    ),
  );
  return [
    STARTUP_HEADING,
    '',
    '`npm start` runs the API compiled by esbuild (`apps/api/dist/server.js`, built by `npm start`',
    'and `npm run bench`); `tsx` is what it ran before (`node --import tsx apps/api/src/server.ts`). Each run',
    "spawns the API on the already-running bench database, so PostgreSQL's own start is not counted: time from",
    'spawn to the first 200 on `/api/health`, the CPU time (user + system) the process used until then, and the',
    "Node process's resident memory (VmRSS) then and after 500 sequential `/api/health` requests. tsx compiles",
    'in a separate esbuild process, whose CPU is not counted, and caches its output on disk, so its starts here',
    'are warm-cache starts.',
    `One-minute load average at the end: ${loadAverage.toFixed(1)} on ` +
      `${os.availableParallelism()} cores (the machine is shared: wall times vary with it).`,
    '',
    '| Mode | start, wall (median) | start, CPU (median) | RSS when ready (median) | RSS after 500 requests (median) |',
    '|---|---|---|---|---|',
    ...results.map(
      (r) => `| ${r.mode} | ${f(r.readyMs)} ms | ${f(r.cpuMs)} ms | ${f(r.rssReadyMb)} MB | ${f(r.rssAfterMb)} MB |`,
    ),
    '',
    '| Mode | Run | start, wall | start, CPU | RSS ready | RSS after 500 |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}
