import autocannon from 'autocannon';

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

/**
 * `runs` loads in a row; each figure is the median across the runs, and every run is kept.
 * A 2-core VM shares its cores with the load generator and PostgreSQL, so one sample can
 * land on a noisy moment; the per-metric median of three is the figure we report.
 */
export async function loadMedian(
  url: string,
  headers: Record<string, string>,
  runs = 3,
  seconds = 10,
): Promise<{ median: LoadResult; runs: LoadResult[] }> {
  const results: LoadResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await load(url, headers, 50, seconds));
  const median = (pick: (r: LoadResult) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    median: {
      requestsPerSecond: median((r) => r.requestsPerSecond),
      p50: median((r) => r.p50),
      p99: median((r) => r.p99),
      non2xx: Math.max(...results.map((r) => r.non2xx)),
      errors: Math.max(...results.map((r) => r.errors)),
    },
    runs: results,
  };
}

export interface ListLatency {
  name: string;
  p50: number;
  /** autocannon reports p97.5, not p95: the list targets are checked on it (an upper bound of p95). */
  p97_5: number;
  p99: number;
  rps: number;
  non2xx: number;
}

/** A list endpoint as several HR screens would load it: 10 connections, 10 s after a 2 s warm-up. */
export async function listLatency(name: string, url: string, headers: Record<string, string>): Promise<ListLatency> {
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: 10, duration: 10, headers });
  return {
    name,
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    non2xx: r.non2xx,
  };
}
