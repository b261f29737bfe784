/**
 * `npm start` with WEB_CONCURRENCY=2 (decision 092): `src/server.ts` becomes a primary that
 * prepares the database once and forks two API processes sharing one port; a worker killed with
 * SIGKILL is replaced while the other keeps answering; SIGTERM stops the workers and then the
 * primary, exit 0, nothing left running. A start whose pools do not fit PostgreSQL is refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './freePort';
import { startApiProcess, waitForLine, type ApiProcess } from './multiProcessServers';
import { useTestApp } from './testApp';

const t = useTestApp();
const started: ApiProcess[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  await Promise.all(started.map((api) => api.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function clusterEnv(extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'abono-cluster-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  return {
    port,
    env: {
      DATABASE_URL: t.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      ABONO_DATA_DIR: dataDir,
      ABONO_WEB_DIST: path.join(dataDir, 'no-web-dist'),
      SEED_DEMO: 'never',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '2',
      DATABASE_POOL_SIZE: '2',
      ...extra,
    },
  };
}

/** The pids that logged "Server listening" (pino's pid field), in order. */
function listeningPids(api: ApiProcess): number[] {
  return [...new Set(api.logged('Server listening at http://127.0.0.1:' + portOf(api)).map((e) => Number(e.pid)))];
}
const ports = new Map<ApiProcess, number>();
function portOf(api: ApiProcess): number {
  return ports.get(api)!;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('WEB_CONCURRENCY=2', () => {
  it('forks two API processes on one port, replaces a killed one, and stops all in order', async () => {
    const { port, env } = await clusterEnv();
    const api = startApiProcess(env);
    started.push(api);
    ports.set(api, port);
    await waitForLine(api, /Abono está en http:\/\/localhost:\d+ \(2 procesos de la API\)/);

    const workers = listeningPids(api);
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(api.child.pid);
    const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
    expect(await Promise.all(Array.from({ length: 6 }, health))).toEqual(Array(6).fill(200));

    process.kill(workers[0]!, 'SIGKILL');
    await waitForLine(api, new RegExp(`El proceso ${workers[0]} de la API terminó \\(SIGKILL\\); se inicia otro`));
    // The survivor answers meanwhile; a replacement joins.
    expect(await health()).toBe(200);
    await expect.poll(() => listeningPids(api).length, { timeout: 60_000 }).toBe(3);
    const now = listeningPids(api).filter((pid) => pid !== workers[0]);
    expect(now.every(alive)).toBe(true);
    expect(await Promise.all(Array.from({ length: 6 }, health))).toEqual(Array(6).fill(200));

    expect(await api.stop()).toBe(0);
    expect(api.lines.some((l) => l.includes('Procesos de la API y base de datos detenidos.'))).toBe(true);
    expect(now.filter(alive)).toEqual([]);
  }, 180_000);

  it('refuses to start, in Spanish, when the processes’ pools would not fit max_connections', async () => {
    const { env } = await clusterEnv({ WEB_CONCURRENCY: '64', DATABASE_POOL_SIZE: '1000' });
    const api = startApiProcess(env);
    started.push(api);
    expect(await api.exited).toBe(1);
    expect(api.lines.join('\n')).toMatch(
      /No se pudo iniciar: 64 proceso\(s\) × 2 × DATABASE_POOL_SIZE 1000 = 128000 conexiones/,
    );
  }, 120_000);
});
