/**
 * The way back from a loan detail to the credits list with the same view (issue 8 §2): the
 * list links to the detail with its search string in the router state; the detail's back
 * button returns to /credits with it. A link opened from elsewhere (a notification, a shared
 * URL) has no state and goes back to the plain list.
 */
export interface CreditsReturnState {
  creditsSearch: string;
}

export function creditsLinkState(search: string): CreditsReturnState {
  return { creditsSearch: search };
}

export function creditsReturnPath(state: unknown): string {
  const search = (state as Partial<CreditsReturnState> | null)?.creditsSearch;
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? `/credits${search}` : '/credits';
}
