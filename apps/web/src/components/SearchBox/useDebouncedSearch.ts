import { useEffect, useState } from 'react';

/** Typing settles for this long before a list is asked again (decision 035). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's text as typed, committed (to the URL) once typing settles, or at once on Enter.
 * `commit` must be stable (a useCallback), or every render would restart the wait.
 */
export function useDebouncedSearch(
  committed: string,
  commit: (value: string) => void,
): { draft: string; setDraft: (value: string) => void; commitNow: () => void } {
  const [draft, setDraft] = useState(committed);
  // The URL changed from elsewhere (back button, a link): show what it says.
  useEffect(() => setDraft(committed), [committed]);
  useEffect(() => {
    if (draft === committed) return;
    const timer = setTimeout(() => commit(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, commit]);
  return { draft, setDraft, commitNow: () => commit(draft) };
}
