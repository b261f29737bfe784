import { afterEach, expect, it, vi } from 'vitest';
import { inOwnTask } from './inOwnTask';

afterEach(() => vi.useRealTimers());

it("starts the load in a later task, not in the caller's (decision 082)", async () => {
  vi.useFakeTimers();
  const load = vi.fn(() => Promise.resolve('chunk'));
  const pending = inOwnTask(load)();
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();
  await vi.runAllTimersAsync();
  expect(load).toHaveBeenCalledTimes(1);
  await expect(pending).resolves.toBe('chunk');
});
