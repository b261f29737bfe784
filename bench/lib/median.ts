/**
 * How the bench turns noisy samples into a verdict (decision 098): an absolute latency target is
 * checked only on the median of at least MEDIAN_RUNS runs of the same measurement, never on one run.
 * On a shared 2-core machine one run can land on a busy moment (the health route itself moved from
 * 10,900 to 5,800 req/s between two runs); the median of five needs three bad runs to miss.
 */

/** The fewest runs an absolute latency target may be checked on. */
export const MEDIAN_RUNS = 5;

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The median of a latency figure across runs; refuses fewer than MEDIAN_RUNS, so no target rests on one run. */
export function latencyMedian(xs: readonly number[]): number {
  if (xs.length < MEDIAN_RUNS)
    throw new Error(`un objetivo de latencia necesita al menos ${MEDIAN_RUNS} corridas (hay ${xs.length})`);
  return median(xs);
}

/** `min–max` of the runs, printed beside a median so the noise stays visible. */
export function spread(xs: readonly number[]): string {
  return `${Math.min(...xs)}–${Math.max(...xs)}`;
}
