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
