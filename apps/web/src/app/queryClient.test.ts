import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http/ApiError';
import { meQuery } from '../lib/session/fetchMe';
import { companiesQuery } from '../lib/session/companiesQuery';
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

describe('a company taken away meanwhile (decision 051)', () => {
  // Other errors do not.
  it('company_forbidden from a query or a mutation reads the session and the companies again', async () => {
    const client = createQueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const refused = new ApiError(403, { error: 'company_forbidden', message: 'x' });
    await client
      .fetchQuery({ queryKey: ['loans', 'list'], queryFn: () => Promise.reject(refused) })
      .catch(() => undefined);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      meQuery.queryKey,
      companiesQuery.queryKey,
    ]);

    invalidate.mockClear();
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(refused) })
      .execute(undefined)
      .catch(() => undefined);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      meQuery.queryKey,
      companiesQuery.queryKey,
    ]);

    invalidate.mockClear();
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError(403, { error: 'forbidden', message: 'x' })),
      })
      .catch(() => undefined);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
