import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface UrlViewRules<V> {
  parse: (params: URLSearchParams) => V;
  /** The new URL parameters; `current` holds the ones the view does not own (another tab's). */
  write: (view: V, current: URLSearchParams) => URLSearchParams;
  change: (view: V, patch: Partial<V>) => V;
}

/** A list's view from the URL, and a setter that writes changes back (replacing the entry). */
export function useUrlView<V>({ parse, write, change }: UrlViewRules<V>): [V, (patch: Partial<V>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parse(params), [parse, params]);
  const update = useCallback(
    (patch: Partial<V>) => setParams((current) => write(change(parse(current), patch), current), { replace: true }),
    [parse, write, change, setParams],
  );
  return [view, update];
}
