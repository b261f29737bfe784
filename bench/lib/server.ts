/** Start the real server (embedded PostgreSQL unless DATABASE_URL) on its own port and data folder. */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<number | null>;
}

export async function startServer(options: { port: number; pgPort: number; dataDir: string }): Promise<RunningServer> {
  rmSync(options.dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
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
    stop: () =>
      new Promise((resolve) => {
        child.once('close', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
