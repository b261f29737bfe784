import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeView, parseCreditsView, writeCreditsView, type CreditsView } from './creditsView';

/** The credits view from the URL, and a setter that writes changes back (replacing the entry). */
export function useCreditsView(): [CreditsView, (patch: Partial<CreditsView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseCreditsView(params), [params]);
  const update = useCallback(
    (patch: Partial<CreditsView>) => setParams((current) => writeCreditsView(changeView(parseCreditsView(current), patch), current), { replace: true }),
    [setParams],
  );
  return [view, update];
}
