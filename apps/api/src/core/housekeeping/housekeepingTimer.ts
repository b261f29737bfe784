/**
 * Runs housekeeping on a timer (decision 093). server.ts starts one in every API process; the
 * advisory lock in `runHousekeeping` lets one of them prune at a time. The next pass is scheduled
 * only after the previous one ended, so one process never overlaps itself, and a failed pass (the
 * database away) is reported and retried at the next tick instead of ending the process.
 */
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { runHousekeeping, type HousekeepingResult } from './runHousekeeping';

export interface HousekeepingTimerOptions {
  db: Db;
  clock: Clock;
  /** Between the end of one pass and the start of the next. */
  intervalMs: number;
  /** Before the first pass: a start is busy enough without it (defaults to the interval, at most a minute). */
  firstDelayMs?: number;
  onResult?: (result: HousekeepingResult) => void;
  onError?: (error: unknown) => void;
}

export interface HousekeepingTimer {
  /** Cancels the next pass and waits for the one in flight. */
  stop(): Promise<void>;
}

export function startHousekeeping(options: HousekeepingTimerOptions): HousekeepingTimer {
  const { db, clock, intervalMs } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;

  async function pass(): Promise<void> {
    try {
      options.onResult?.(await runHousekeeping(db, clock.now()));
    } catch (error) {
      options.onError?.(error);
    }
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      inFlight = pass().finally(() => {
        inFlight = null;
        schedule(intervalMs);
      });
    }, delay);
    // A pending pass never keeps the process alive on its own.
    timer.unref();
  }

  schedule(options.firstDelayMs ?? Math.min(intervalMs, 60_000));
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
    },
  };
}
