import autocannon from 'autocannon';
import { latencyMedian, MEDIAN_RUNS, spread } from './median';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Load one URL from `connections` connections for `seconds` seconds (loopback only). */
export async function load(
  url: string,
  headers: Record<string, string>,
  connections = 50,
  seconds = 10,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Each figure is the median across the runs (at least MEDIAN_RUNS); errors are the worst run's, never smoothed. */
export function aggregateLoads(results: LoadResult[]): { median: LoadResult; runs: LoadResult[] } {
  const pick = (f: (r: LoadResult) => number) => latencyMedian(results.map(f));
  return {
    median: {
      requestsPerSecond: pick((r) => r.requestsPerSecond),
      p50: pick((r) => r.p50),
      p99: pick((r) => r.p99),
      non2xx: Math.max(...results.map((r) => r.non2xx)),
      errors: Math.max(...results.map((r) => r.errors)),
    },
    runs: results,
  };
}

/**
 * `runs` loads in a row (MEDIAN_RUNS by default, 6 s each); each figure is the median across the
 * runs, and every run is kept. A 2-core VM shares its cores with the load generator and PostgreSQL,
 * so one sample can land on a noisy moment (decision 098).
 */
export async function loadMedian(
  url: string,
  headers: Record<string, string>,
  runs = MEDIAN_RUNS,
  seconds = 6,
): Promise<{ median: LoadResult; runs: LoadResult[] }> {
  const results: LoadResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await load(url, headers, 50, seconds));
  return aggregateLoads(results);
}

export interface ListRun {
  p50: number;
  /** autocannon reports p97.5, not p95: the list targets are checked on it (an upper bound of p95). */
  p97_5: number;
  p99: number;
  rps: number;
  non2xx: number;
}

export interface ListLatency extends ListRun {
  name: string;
  /** p97.5 of the fastest and the slowest run (`min–max`): the noise beside the median. */
  spread: string;
}

/** The median of each figure across the runs; the non-2xx answers of all runs are added up. */
export function aggregateListRuns(name: string, runs: ListRun[]): ListLatency {
  const pick = (f: (r: ListRun) => number) => latencyMedian(runs.map(f));
  return {
    name,
    p50: pick((r) => r.p50),
    p97_5: pick((r) => r.p97_5),
    p99: pick((r) => r.p99),
    rps: Math.round(pick((r) => r.rps)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    spread: spread(runs.map((r) => r.p97_5)),
  };
}

/**
 * A list endpoint as several HR screens would load it: 10 connections, a 2 s warm-up, then
 * MEDIAN_RUNS runs of 4 s; the target is checked on the median run (decision 098).
 */
export async function listLatency(name: string, url: string, headers: Record<string, string>): Promise<ListLatency> {
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up
  const runs: ListRun[] = [];
  for (let i = 0; i < MEDIAN_RUNS; i++) {
    const r = await autocannon({ url, connections: 10, duration: 4, headers });
    runs.push({
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      rps: Math.round(r.requests.average),
      non2xx: r.non2xx,
    });
  }
  return aggregateListRuns(name, runs);
}
