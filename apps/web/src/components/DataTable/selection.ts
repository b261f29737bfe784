/**
 * Row selection is a set of ids the parent holds, so it survives paging and refetching; these
 * return a new set (React state is never mutated).
 */

/** How much of the current page is selected: drives the header checkbox (checked / indeterminate). */
export function pageSelectionState(
  selection: ReadonlySet<number>,
  pageIds: readonly number[],
): 'none' | 'some' | 'all' {
  const selected = pageIds.filter((id) => selection.has(id)).length;
  if (selected === 0) return 'none';
  return selected === pageIds.length ? 'all' : 'some';
}

/**
 * The header checkbox: selects every row of the page, or clears them when all were selected; other pages' picks stay.
 */
export function togglePage(selection: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  const clear = pageSelectionState(selection, pageIds) === 'all';
  const next = new Set(selection);
  for (const id of pageIds) {
    if (clear) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleRow(selection: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
