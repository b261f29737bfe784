/**
 * A failed embedded start says why. Real PostgreSQL binaries, real failures:
 * a port another process holds, and a data folder with its control file gone.
 */
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortInUse, LogTail, startEmbeddedPostgres } from './embedded';
import { removeStaleSocketLock, SOCKET_DIR } from './embeddedLeftovers';

function listenOnFreePort(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
async function freePort(): Promise<number> {
  const server = await listenOnFreePort();
  const port = portOf(server);
  await new Promise((r) => server.close(r));
  return port;
}

let root = '';
let dataDir = '';

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'abono-embedded-test-'));
  await fs.chmod(root, 0o755); // as root, PostgreSQL runs as the `postgres` user
  dataDir = path.join(root, 'postgres');
  // A real cluster, started once (proves the happy path) and stopped.
  const handle = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  await handle.stop();
});

afterAll(async () => {
  if (root) await fs.rm(root, { recursive: true, force: true });
});

describe('a stale socket lock left by a kill -9', () => {
  // The killed postmaster's pid can still answer (a zombie nobody reaped, or a pid since reused):
  // PostgreSQL refused to start ("lock file … already exists") until the lock was cleared.
  it('is cleared when its pid is not a postmaster of the folder it names, and PostgreSQL starts', async () => {
    const port = await freePort();
    const lock = path.join(SOCKET_DIR, `.s.PGSQL.${port}.lock`);
    await fs.writeFile(lock, `${process.pid}\n${dataDir}\n1795794644\n${port}\n${SOCKET_DIR}\n`);
    try {
      const handle = await startEmbeddedPostgres({ dataDir, port });
      await handle.stop();
    } finally {
      await fs.rm(lock, { force: true });
    }
  });

  it('is kept while a running postmaster of its folder holds the port', async () => {
    const port = await freePort();
    const handle = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(await removeStaleSocketLock(port)).toBe(false);
      await expect(fs.stat(path.join(SOCKET_DIR, `.s.PGSQL.${port}.lock`))).resolves.toBeTruthy();
    } finally {
      await handle.stop();
    }
  });
});

describe('a failed embedded PostgreSQL start', () => {
  it('blames the port only when another process really holds it', async () => {
    const squatter = await listenOnFreePort();
    const port = portOf(squatter);
    try {
      expect(await isPortInUse(port)).toBe(true);
      const error = await startEmbeddedPostgres({ dataDir, port }).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error?.message).toContain(`el puerto ${port} ya lo usa otro proceso`);
      expect(error?.message).toContain('ABONO_PG_PORT');
    } finally {
      await new Promise((r) => squatter.close(r));
    }
    expect(await isPortInUse(port)).toBe(false);
  });

  it('names the real cause from PostgreSQL’s own log when the data folder is corrupt', async () => {
    await fs.rm(path.join(dataDir, 'global', 'pg_control'));
    const messages: string[] = [];
    const port = await freePort();
    const error = await startEmbeddedPostgres({ dataDir, port, log: (m) => messages.push(m) }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error!.message).toContain(`No se pudo iniciar PostgreSQL embebido en el puerto ${port}`);
    expect(error!.message).toMatch(/pg_control/); // PostgreSQL's own words about the missing file
    expect(error!.message).toContain('Últimas líneas del registro de PostgreSQL');
    expect(error!.message).not.toMatch(/ya lo usa otro proceso|¿Hay otro proceso/);
    // It was retried once before giving up.
    expect(messages.some((m) => m.includes('se reintenta una vez'))).toBe(true);
  }, 60_000);
});

describe('LogTail', () => {
  it('keeps the last lines and picks the most telling one since a mark', () => {
    const tail = new LogTail(3);
    tail.push(
      '2026-11-23 LOG:  starting PostgreSQL 17\n2026-11-23 FATAL:  lock file "postmaster.pid" already exists\n',
    );
    const mark = tail.total;
    tail.push('2026-11-23 LOG:  one\n2026-11-23 LOG:  two\n');
    expect(tail.last(5)).toHaveLength(3);
    expect(tail.cause()).toBe('FATAL: lock file "postmaster.pid" already exists');
    expect(tail.cause(mark)).toBe('2026-11-23 LOG:  two');
  });
});
