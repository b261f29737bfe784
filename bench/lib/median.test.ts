import assert from 'node:assert/strict';
import { test } from 'node:test';
import { latencyMedian, MEDIAN_RUNS, median, spread } from './median';
import { aggregateListRuns, aggregateLoads, type LoadResult } from './load';

const run = (p99: number, requestsPerSecond = 1000): LoadResult => ({
  requestsPerSecond,
  p50: 10,
  p99,
  non2xx: 0,
  errors: 0,
});

void test('the median of an odd and an even number of samples', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

void test('a latency target is never checked on fewer than five runs', () => {
  assert.equal(MEDIAN_RUNS, 5);
  assert.throws(() => latencyMedian([10, 11, 12]), /al menos 5 corridas/);
  assert.equal(latencyMedian([10, 11, 12, 90, 13]), 12);
});

void test('one slow run of the count does not decide its p99 (the 51 ms against 50 of a shared machine)', () => {
  const { median: m } = aggregateLoads([run(18), run(51), run(20), run(19), run(22)]);
  assert.equal(m.p99, 20);
});

void test('errors are never smoothed away: the worst run counts', () => {
  const runs = [run(18), run(19), { ...run(20), non2xx: 3 }, run(21), run(22)];
  assert.equal(aggregateLoads(runs).median.non2xx, 3);
});

void test("a list's p95 is the median of five runs, with their spread", () => {
  const list = aggregateListRuns('lista', [
    { p50: 30, p97_5: 60, p99: 70, rps: 200, non2xx: 0 },
    { p50: 31, p97_5: 170, p99: 190, rps: 90, non2xx: 0 },
    { p50: 29, p97_5: 58, p99: 65, rps: 210, non2xx: 0 },
    { p50: 33, p97_5: 64, p99: 72, rps: 190, non2xx: 1 },
    { p50: 30, p97_5: 61, p99: 69, rps: 205, non2xx: 0 },
  ]);
  assert.equal(list.p97_5, 61);
  assert.equal(list.non2xx, 1);
  assert.equal(list.spread, '58–170');
  assert.throws(() => aggregateListRuns('lista', [{ p50: 1, p97_5: 1, p99: 1, rps: 1, non2xx: 0 }]));
});

void test('spread prints min–max', () => {
  assert.equal(spread([3, 1, 2]), '1–3');
});
