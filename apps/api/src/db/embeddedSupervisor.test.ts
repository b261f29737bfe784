/**
 * The embedded PostgreSQL supervisor's back-off and console messages (decision 049), with a
 * stand-in for the database handle; the real kill and restart are in test/databaseCrash.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backOffDelay, RESTART_BACK_OFF, superviseEmbedded } from './embeddedSupervisor';

type ExitListener = (how: { code: number | null; signal: NodeJS.Signals | null }) => void;

function fakeHandle(failures: number) {
  const listeners: ExitListener[] = [];
  const attempts: number[] = [];
  let left = failures;
  return {
    attempts,
    crash: (signal: NodeJS.Signals | null = 'SIGKILL', code: number | null = null) =>
      listeners.forEach((l) => l({ code, signal })),
    onUnexpectedExit: (listener: ExitListener) => void listeners.push(listener),
    restart: () => {
      attempts.push(Date.now());
      if (left-- > 0)
        return Promise.reject(new Error('FATAL: pre-existing shared memory block is still in use\nmore detail'));
      return Promise.resolve();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backOffDelay', () => {
  it('doubles from half a second and never waits more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => backOffDelay(n))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(RESTART_BACK_OFF).toEqual({ firstMs: 500, maxMs: 30_000 });
  });
});

describe('superviseEmbedded', () => {
  it('restarts after a crash, waiting longer after each failed attempt, and says so in Spanish', async () => {
    const handle = fakeHandle(2);
    const lines: string[] = [];
    superviseEmbedded(handle, { log: (m) => lines.push(m) });
    handle.crash();
    expect(lines).toEqual([
      'PostgreSQL embebido terminó inesperadamente (señal SIGKILL); se reinicia en 0.5 s. ' +
        'Mientras tanto la API responde 503.',
    ]);
    await vi.advanceTimersByTimeAsync(499);
    expect(handle.attempts).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    // 500 ms, then +1 s, then +2 s.
    expect(handle.attempts).toEqual([500, 1_500, 3_500]);
    expect(lines.slice(1)).toEqual([
      'No se pudo reiniciar PostgreSQL embebido (intento 1: FATAL: pre-existing shared memory ' +
        'block is still in use); nuevo intento en 1 s.',
      'No se pudo reiniciar PostgreSQL embebido (intento 2: FATAL: pre-existing shared memory ' +
        'block is still in use); nuevo intento en 2 s.',
      'PostgreSQL embebido volvió a arrancar; la aplicación atiende de nuevo.',
    ]);

    // A later crash starts again from the shortest wait.
    handle.crash(null, 1);
    expect(lines.at(-1)).toContain('(código 1); se reinicia en 0.5 s');
    await vi.advanceTimersByTimeAsync(500);
    expect(handle.attempts).toHaveLength(4);
  });

  it('never waits more than the ceiling between attempts', async () => {
    const handle = fakeHandle(20);
    superviseEmbedded(handle, { log: () => undefined, backOff: { firstMs: 100, maxMs: 1_000 } });
    handle.crash();
    await vi.advanceTimersByTimeAsync(20_000);
    const gaps = handle.attempts.slice(1).map((at, i) => at - handle.attempts[i]!);
    expect(gaps.slice(0, 4)).toEqual([200, 400, 800, 1_000]);
    expect(Math.max(...gaps)).toBe(1_000);
  });

  it('stops trying once stopped (an orderly shutdown is under way)', async () => {
    const handle = fakeHandle(0);
    const supervisor = superviseEmbedded(handle, { log: () => undefined });
    handle.crash();
    supervisor.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(handle.attempts).toEqual([]);
  });
});
