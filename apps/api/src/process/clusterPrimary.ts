/**
 * The primary of WEB_CONCURRENCY > 1 (decision 092): it owns the database (the embedded
 * PostgreSQL and its supervisor, or nothing but the check of DATABASE_URL), and forks the API
 * processes with node:cluster, which share the port (the primary hands out connections). Each
 * worker connects to the database by URL (`WORKER_DATABASE_URL_ENV`) and serves
 * (`process/serveApp.ts`).
 *
 * Supervision: a worker that dies while the primary is not shutting down is replaced, at once the
 * first time and then after a back-off (0.5 s doubling to 30 s) while replacements keep dying
 * within 10 s of their start, so a crash loop neither spins nor stops the others. `stop()` sends
 * SIGTERM to every worker and waits for them (each closes HTTP first), killing one that outlives the
 * grace; the caller then closes the database.
 */
import cluster, { type Worker } from 'node:cluster';

/** The variable that gives a worker the database URL without making the database "external" to it. */
export const WORKER_DATABASE_URL_ENV = 'ABONO_WORKER_DATABASE_URL';

const HEALTHY_AFTER_MS = 10_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 30_000;

export interface ClusterPrimary {
  /** Resolves once every worker listens. */
  ready: Promise<void>;
  stop(graceMs: number): Promise<void>;
}

export function startClusterPrimary(options: {
  workers: number;
  databaseUrl: string;
  say: (message: string) => void;
}): ClusterPrimary {
  const { say } = options;
  let stopping = false;
  let backoffMs = 0;
  const startedAt = new Map<Worker, number>();
  let listening = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  function fork(): void {
    if (stopping) return;
    const worker = cluster.fork({ [WORKER_DATABASE_URL_ENV]: options.databaseUrl });
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      listening += 1;
      if (listening === options.workers) markReady();
    });
  }

  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) return;
    const lived = Date.now() - started;
    backoffMs = lived >= HEALTHY_AFTER_MS ? 0 : Math.min(Math.max(backoffMs * 2, FIRST_BACKOFF_MS), MAX_BACKOFF_MS);
    say(
      `El proceso ${worker.process.pid} de la API terminó (${signal ?? `código ${code}`}); se inicia otro` +
        (backoffMs > 0 ? ` en ${backoffMs / 1000} s.` : '.'),
    );
    setTimeout(fork, backoffMs);
  });

  for (let i = 0; i < options.workers; i++) fork();

  return {
    ready,
    async stop(graceMs) {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
      await Promise.all(
        alive.map(
          (worker) =>
            new Promise<void>((resolve) => {
              const kill = setTimeout(() => worker.process.kill('SIGKILL'), graceMs);
              worker.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              worker.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
