/**
 * The read slots of decision 050: one company's flood cannot make another company wait, a
 * company holds at most one running and one waiting read, and the waiting line is bounded.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/appError';
import {
  MAX_SHEET_WORKERS,
  MAX_WAITING_READS,
  SHEET_BUSY_RETRY_AFTER_SECONDS,
  runningSheetReads,
  takeReadSlot,
  waitingSheetReads,
} from './sheetReadSlots';

const A = 1;
const B = 2;
const releases: (() => void)[] = [];

/** Takes a slot; tells whether it started by now, was refused, or waits. */
function take(companyId: number) {
  const outcome: { started: boolean; refused: unknown } = { started: false, refused: null };
  const done = takeReadSlot(companyId).then(
    (release) => {
      outcome.started = true;
      releases.push(release);
      return release;
    },
    (error: unknown) => {
      outcome.refused = error;
      return null;
    },
  );
  return Object.assign(outcome, { done });
}
const tick = () => new Promise((r) => setImmediate(r));

afterEach(async () => {
  // Free everything: each release may start a waiter, which pushes its own release.
  while (releases.length > 0 || waitingSheetReads() > 0) {
    releases.shift()?.();
    await tick();
  }
  expect(runningSheetReads()).toBe(0);
});

describe('sheetReadSlots', () => {
  it('lets company A read at once while company B floods; B’s third read is 429 with Retry-After', async () => {
    const b1 = take(B);
    const b2 = take(B);
    const b3 = take(B);
    await tick();
    expect(b1.started).toBe(true);
    // A worker is free, yet B's second read waits: one running read per company.
    expect(b2.started).toBe(false);
    expect(isAppError(b3.refused) && b3.refused.code).toBe('spreadsheet_busy');
    expect(isAppError(b3.refused) && b3.refused.statusCode).toBe(429);
    expect(isAppError(b3.refused) && b3.refused.headers).toEqual({
      'retry-after': String(SHEET_BUSY_RETRY_AFTER_SECONDS),
    });

    const a = take(A);
    await tick();
    expect(a.started).toBe(true);
    expect(runningSheetReads()).toBe(MAX_SHEET_WORKERS);

    // B's first read ends: its waiting read starts, and B may queue one more again.
    (await b1.done)!();
    await tick();
    expect(b2.started).toBe(true);
    const b4 = take(B);
    await tick();
    expect(b4.started).toBe(false);
    expect(b4.refused).toBeNull();
  });

  it(`keeps at most ${MAX_WAITING_READS} reads waiting in all`, async () => {
    const running = [take(100), take(101)];
    const waiting = Array.from({ length: MAX_WAITING_READS }, (_, i) => take(200 + i));
    const over = take(999);
    await tick();
    expect(running.every((r) => r.started)).toBe(true);
    expect(waiting.some((w) => w.started || w.refused)).toBe(false);
    expect(isAppError(over.refused) && over.refused.code).toBe('spreadsheet_busy');
    // The oldest waiter starts when a read ends.
    (await running[0]!.done)!();
    await tick();
    expect(waiting[0]!.started).toBe(true);
    expect(waiting.slice(1).some((w) => w.started)).toBe(false);
  });

  it('starts the oldest waiter whose company has no read running', async () => {
    const b1 = take(B);
    const c1 = take(3);
    const b2 = take(B);
    const a1 = take(A);
    await tick();
    expect([b1.started, c1.started, b2.started, a1.started]).toEqual([true, true, false, false]);
    // C ends: B still runs, so A (younger than B's waiter) gets the worker.
    (await c1.done)!();
    await tick();
    expect([b2.started, a1.started]).toEqual([false, true]);
  });
});
