/**
 * Keeps the embedded PostgreSQL running under `npm start` (decision 049): when
 * the postmaster exits without being asked (killed, crashed), start it again, waiting a
 * bounded exponential back-off between failed attempts, and say so in the console. Meanwhile
 * the API stays up and answers 503 `database_unavailable`; the pool reconnects by itself
 * once the server accepts connections again.
 */
import type { EmbeddedHandle } from './embedded';

export interface BackOff {
  /** Wait before the first restart attempt. */
  firstMs: number;
  /** The wait doubles after each failed attempt up to this ceiling. */
  maxMs: number;
}

/** 0.5 s, 1 s, 2 s … 30 s, then every 30 s until it starts. */
export const RESTART_BACK_OFF: BackOff = { firstMs: 500, maxMs: 30_000 };

/** The wait before attempt `attempt` (1-based). */
export function backOffDelay(attempt: number, backOff: BackOff = RESTART_BACK_OFF): number {
  return Math.min(backOff.maxMs, backOff.firstMs * 2 ** Math.max(0, attempt - 1));
}

export interface Supervisor {
  /** Stop watching (before an orderly shutdown stops the database). */
  stop(): void;
}

type Restartable = Pick<EmbeddedHandle, 'onUnexpectedExit' | 'restart'>;

function describeExit(how: { code: number | null; signal: NodeJS.Signals | null }): string {
  if (how.signal) return `señal ${how.signal}`;
  return `código ${how.code ?? 'desconocido'}`;
}

export function superviseEmbedded(
  handle: Restartable,
  options: { log: (message: string) => void; backOff?: BackOff },
): Supervisor {
  const backOff = options.backOff ?? RESTART_BACK_OFF;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let recovering = false;

  const attempt = (n: number) => {
    const delay = backOffDelay(n, backOff);
    timer = setTimeout(() => {
      timer = undefined;
      if (stopped) return;
      handle.restart().then(
        () => {
          recovering = false;
          if (!stopped) options.log('PostgreSQL embebido volvió a arrancar; la aplicación atiende de nuevo.');
        },
        (error: unknown) => {
          if (stopped) return;
          const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
          options.log(
            `No se pudo reiniciar PostgreSQL embebido (intento ${n}: ${reason}); nuevo intento en ` +
              `${formatSeconds(backOffDelay(n + 1, backOff))}.`,
          );
          attempt(n + 1);
        },
      );
    }, delay);
  };

  handle.onUnexpectedExit((how) => {
    if (stopped || recovering) return;
    recovering = true;
    options.log(
      `PostgreSQL embebido terminó inesperadamente (${describeExit(how)}); se reinicia en ` +
        `${formatSeconds(backOffDelay(1, backOff))}. ` +
        'Mientras tanto la API responde 503.',
    );
    attempt(1);
  });

  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('es-MX', { maximumFractionDigits: 1 })} s`;
}
