/**
 * What the soak measures of every call: its route (the declared path, with the variant of a list
 * in parentheses), its latency from the request to the last byte, and whether it failed (a
 * non-2xx answer or no answer at all). Every latency is kept: ten minutes of this mix are some
 * tens of thousands of numbers, and exact percentiles need no histogram.
 */

export interface RouteStats {
  route: string;
  /** A list the screens page through: p95 ≤ 150 ms is a target on it. */
  list: boolean;
  calls: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** Calls per second over the measured window. */
  throughput: number;
}

export interface ErrorSample {
  route: string;
  status: number | string;
  body: string;
}

/** The value at `fraction` of the sorted latencies (nearest rank): p95 of 100 calls is the 95th slowest-but-5. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export class Recorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  private readonly lists = new Set<string>();
  /** The first few failures, to say what went wrong. */
  readonly errorSamples: ErrorSample[] = [];
  /** Calls finished since the last `takeWindow()`. */
  private windowCalls = 0;

  /** Times `call` and records it under `route`; its body on a 2xx, null on a failure (non-2xx or no answer). */
  async time(route: string, list: boolean, call: () => Promise<Response>): Promise<Buffer | null> {
    if (list) this.lists.add(route);
    const started = performance.now();
    let body: Buffer | null = null;
    let failure: ErrorSample | null = null;
    try {
      const res = await call();
      // The body is read whole: the latency runs to the last byte, as a screen waits for it.
      body = Buffer.from(await res.arrayBuffer());
      if (res.status < 200 || res.status > 299)
        failure = { route, status: res.status, body: body.toString('utf8').slice(0, 300) };
    } catch (error) {
      failure = { route, status: 'sin respuesta', body: error instanceof Error ? error.message : String(error) };
    }
    const samples = this.latencies.get(route) ?? [];
    samples.push(performance.now() - started);
    this.latencies.set(route, samples);
    this.windowCalls += 1;
    if (!failure) return body;
    this.failures.set(route, (this.failures.get(route) ?? 0) + 1);
    if (this.errorSamples.length < 20) this.errorSamples.push(failure);
    return null;
  }

  /** The calls finished since the previous window, and a new window begins. */
  takeWindow(): number {
    const n = this.windowCalls;
    this.windowCalls = 0;
    return n;
  }

  stats(seconds: number): RouteStats[] {
    return [...this.latencies.entries()]
      .map(([route, xs]) => {
        const sorted = [...xs].sort((a, b) => a - b);
        const round = (n: number) => Math.round(n * 10) / 10;
        return {
          route,
          list: this.lists.has(route),
          calls: xs.length,
          errors: this.failures.get(route) ?? 0,
          p50: round(percentile(sorted, 0.5)),
          p95: round(percentile(sorted, 0.95)),
          p99: round(percentile(sorted, 0.99)),
          throughput: round(xs.length / seconds),
        };
      })
      .sort((a, b) => a.route.localeCompare(b.route));
  }
}
