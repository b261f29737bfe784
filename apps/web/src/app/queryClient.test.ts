import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http/ApiError';
import { createQueryClient, GC_TIME_MS } from './queryClient';

describe('query defaults (spec 01 §7)', () => {
  it('retries twice, keeps 20 minutes and never refetches on focus or mount', () => {
    const q = createQueryClient().getDefaultOptions().queries!;
    expect(GC_TIME_MS).toBe(20 * 60 * 1000);
    expect(q.gcTime).toBe(GC_TIME_MS);
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.refetchOnMount).toBe(false);
    const retry = q.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, new Error('network'))).toBe(true);
    expect(retry(1, new Error('network'))).toBe(true);
    expect(retry(2, new Error('network'))).toBe(false);
    expect(retry(0, new ApiError(404, null))).toBe(false);
    expect(retry(0, new ApiError(503, null))).toBe(true);
  });
});
