/**
 * The server's memory while something runs: VmRSS of its process, read from /proc every 50 ms
 * (and once more at the end), so a peak between two samples of the caller is still seen.
 */
import { readFileSync } from 'node:fs';

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export interface RssPeak {
  rssBeforeMb: number;
  /** The highest RSS seen while `run` ran (and once more at its end). */
  rssPeakMb: number;
}

/** Runs `run` while sampling the server's RSS; its result and the RSS before and at the peak. */
export async function withRssPeak<T>(pid: number, run: () => Promise<T>): Promise<{ result: T } & RssPeak> {
  const rssBeforeMb = rssMb(pid);
  let rssPeakMb = rssBeforeMb;
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 50);
  try {
    const result = await run();
    return { result, rssBeforeMb, rssPeakMb: Math.max(rssPeakMb, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}
