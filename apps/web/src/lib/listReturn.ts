/**
 * The way back from a page opened from a back-office list to that list with the same view
 * (issue 8 §2, decision 035): the list links with its search string in the router state under
 * its own key; the page's back button returns to the list with it. Only a query string is taken
 * from the state (never a path), and a page opened from elsewhere (a notification, a shared
 * URL) goes back to the plain list.
 */
export function listLinkState<K extends string>(key: K, search: string): Record<K, string> {
  return { [key]: search } as Record<K, string>;
}

export function listReturnPath(listPath: string, key: string, state: unknown): string {
  const search = (state as Partial<Record<string, unknown>> | null)?.[key];
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? `${listPath}${search}` : listPath;
}
