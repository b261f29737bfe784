/**
 * Holds a request in the middle of its transaction, so a kill lands there every time rather than
 * by luck: a second connection takes `audit_log` in SHARE mode, which every one of the operations
 * under test needs last (their audit rows follow the rows they change). The request is caught
 * once its backend has written (it holds a transaction id) and waits on exactly that lock.
 * Without the gate it is caught as soon as it has written, and the kill lands wherever it has got to.
 */
import pg from 'pg';
import { waitUntil } from './crashServer';

/** What the client saw: the answer, or the error of a connection cut by the kill. */
export type Outcome = { status: number; body: string } | { error: string };

export interface HeldRequest {
  /** The backend of the request, caught waiting with its writes done. */
  backend: { pid: number; xid: string; query: string };
  outcome: Promise<Outcome>;
  /** Ends the lock's connection (it may already be dead with its server). */
  release(): Promise<void>;
}

/** A backend that has written (holds a transaction id): held by our lock, or any other one with `gate: false`. */
const HELD = 'pg_backend_pid() = any(pg_blocking_pids(pid))';
const WRITING = "pid <> pg_backend_pid() and state = 'active' and datname = current_database()";

/**
 * Starts `request` and returns once its transaction has written. With `gate: false` nothing holds it:
 * the kill then lands wherever the transaction is by then (either outcome must be whole).
 */
export async function holdMidTransaction(
  dbUrl: string,
  request: () => Promise<Response>,
  { gate = true }: { gate?: boolean } = {},
): Promise<HeldRequest> {
  const blocker = new pg.Client({ connectionString: dbUrl });
  blocker.on('error', () => undefined); // dies with the server it is connected to
  await blocker.connect();
  const release = () => blocker.end().catch(() => undefined);
  if (gate) {
    await blocker.query('begin');
    await blocker.query('lock table audit_log in share mode');
  }
  let settled: Outcome | undefined;
  const outcome = request().then(
    async (res): Promise<Outcome> => (settled = { status: res.status, body: await res.text() }),
    (error: unknown): Outcome =>
      (settled = { error: error instanceof Error ? String(error.cause ?? error) : String(error) }),
  );
  let backend: HeldRequest['backend'] | undefined;
  try {
    await waitUntil(
      gate ? 'the request to wait on the audit lock with its writes done' : 'the request to write',
      async () => {
        // Finished before the kill could land: the test would prove nothing, so it says so.
        if (settled) throw new Error(`the request ended before the kill: ${JSON.stringify(settled).slice(0, 500)}`);
        // Inside a transaction pg_stat_activity is read once and kept: drop that copy before each look.
        await blocker.query('select pg_stat_clear_snapshot()');
        const { rows } = await blocker.query<{ pid: number; xid: string; query: string }>(
          `select pid, backend_xid::text as xid, query from pg_stat_activity
            where backend_xid is not null and ${gate ? HELD : WRITING}`,
        );
        backend = rows[0];
        return backend !== undefined;
      },
      120_000,
    );
  } catch (error) {
    await blocker.query('select pg_stat_clear_snapshot()').catch(() => undefined);
    const { rows } = await blocker
      .query(
        `select pid, state, wait_event_type, wait_event, backend_xid::text, pg_blocking_pids(pid) as blockers,
            left(query, 120) as query from pg_stat_activity where backend_type = 'client backend'`,
      )
      .catch(() => ({ rows: [] }));
    if (error instanceof Error) error.message += `\nbackends: ${JSON.stringify(rows, null, 1)}`;
    await blocker.query('rollback').catch(() => undefined);
    await release();
    throw error;
  }
  return { backend: backend!, outcome, release };
}
