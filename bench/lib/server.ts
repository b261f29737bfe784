/**
 * Start the real server as `npm start` runs it (compiled JavaScript, built here first so a
 * fresh clone measures current code), on its own port and data folder, embedded PostgreSQL
 * unless DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ENTRY, buildApi, buildWebIfStale } from '../../scripts/lib/build.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How the API is run: `compiled` is what `npm start` runs; `tsx` is what it ran before (decision 013). */
export type ServerMode = 'compiled' | 'tsx';

export function serverArgs(mode: ServerMode): string[] {
  return mode === 'compiled' ? ['--enable-source-maps', API_ENTRY] : ['--import', 'tsx', 'apps/api/src/server.ts'];
}

export interface RunningServer {
  baseUrl: string;
  /** The embedded database of this server (other processes may share it while it runs). */
  databaseUrl: string;
  dataDir: string;
  /** The server process (its memory is read from /proc). */
  pid: number;
  stop(): Promise<number | null>;
}

export async function startServer(options: { port: number; pgPort: number; dataDir: string }): Promise<RunningServer> {
  // What is measured is built here, so `npm run bench` on a fresh clone needs no `npm run build` first.
  await buildWebIfStale();
  await buildApi();
  rmSync(options.dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, serverArgs('compiled'), {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ABONO_DATA_DIR: options.dataDir,
      ABONO_PG_PORT: String(options.pgPort),
      SEED_DEMO: 'always',
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout?.resume();
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('el servidor no respondió en 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    databaseUrl: process.env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${options.pgPort}/abono`,
    dataDir: options.dataDir,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('close', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
