/** The "all" pick of a multi-select filter (spec 02 "Credits screen"). */
export const ALL = 'all';

/**
 * The picks after a change: choosing "all" clears the other picks; choosing another pick while
 * "all" is on removes "all"; removing the last pick falls back to "all".
 */
export function nextAllSelection(previous: readonly string[], next: readonly string[]): string[] {
  const addedAll = next.includes(ALL) && !previous.includes(ALL);
  if (addedAll || next.length === 0) return [ALL];
  const withoutAll = next.filter((v) => v !== ALL);
  return withoutAll.length === 0 ? [ALL] : withoutAll;
}

/** The picks as a filter value: [] means every value. */
export function filterValues<T extends string>(picks: readonly string[]): T[] {
  return picks.includes(ALL) ? [] : (picks as T[]);
}
