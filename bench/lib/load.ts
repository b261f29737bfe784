import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Load one URL from `connections` connections for `seconds` seconds (loopback only). */
export async function load(url: string, headers: Record<string, string>, connections = 50, seconds = 10): Promise<LoadResult> {
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
 * `runs` loads in a row; the result with the median requests/s, and every run's figures.
 * A 2-core VM shares its cores with the load generator and PostgreSQL, so one sample can
 * land on a noisy moment; the median of three is the figure we report, with the spread.
 */
export async function loadMedian(
  url: string,
  headers: Record<string, string>,
  runs = 3,
  seconds = 10,
): Promise<{ median: LoadResult; runs: LoadResult[] }> {
  const results: LoadResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await load(url, headers, 50, seconds));
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return { median: sorted[Math.floor(sorted.length / 2)]!, runs: results };
}
