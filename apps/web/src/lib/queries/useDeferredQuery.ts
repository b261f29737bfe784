import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';

/** A query's answer as a screen renders it: what it is, with its data or its error. */
export type QueryAnswer<T> =
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'error'; data: T | undefined; error: Error }
  | { status: 'success'; data: T; error: null };

/**
 * A query's answer, deferred (decision 102). A query's update renders urgently, to the end, in one
 * task; when the answer mounts a whole screen (a company's settings deciding between the issuer-code
 * form and treasury's cards), that task was hundreds of milliseconds on a phone's CPU. Deferred, the
 * urgent render keeps the loader and React mounts the screen at transition priority, in slices that
 * yield to the browser. Status, data and error move together, never a new status with old data.
 */
export function useDeferredQuery<T>(query: UseQueryResult<T>): QueryAnswer<T> {
  const { status, data, error } = query;
  const answer = useMemo(() => ({ status, data, error }) as QueryAnswer<T>, [status, data, error]);
  return useDeferredValue(answer);
}
