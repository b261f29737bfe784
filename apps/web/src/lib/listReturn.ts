/**
 * The way back from a page opened from a back-office list to that list with the same view
 * (decision 035): the list links with its search string in the router state under its own key;
 * the page's back button returns to the list with it. Only a query string is taken from the
 * state (never a path), and a page opened from elsewhere (a notification, a shared URL) goes
 * back to the plain list. Each list is named once below: its page's route and its state key.
 */
import { PAGE_ROUTES } from '@abono/domain';

export const RETURN_LISTS = {
  credits: { path: PAGE_ROUTES.loans, key: 'creditsSearch' },
  employees: { path: PAGE_ROUTES.employees, key: 'employeesSearch' },
} as const;
export type ReturnList = keyof typeof RETURN_LISTS;

/** The router state a list's row link carries: the list's current search string. */
export function listLinkState(list: ReturnList, search: string): Record<string, string> {
  return { [RETURN_LISTS[list].key]: search };
}

/** The list with the view the link carried, or the plain list. */
export function listReturnPath(list: ReturnList, state: unknown): string {
  const { path, key } = RETURN_LISTS[list];
  const search = (state as Partial<Record<string, unknown>> | null)?.[key];
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? `${path}${search}` : path;
}
