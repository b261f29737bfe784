/**
 * The way back from an employee's companies page to the list with the same view (as the credits
 * detail does, decision 035): the list links with its search string in the router state; the
 * page's back button returns to /employees with it. Opened from elsewhere (a notification, a
 * shared URL), it goes back to the plain list.
 */
export interface EmployeesReturnState {
  employeesSearch: string;
}

export function employeesLinkState(search: string): EmployeesReturnState {
  return { employeesSearch: search };
}

export function employeesReturnPath(state: unknown): string {
  const search = (state as Partial<EmployeesReturnState> | null)?.employeesSearch;
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? `/employees${search}` : '/employees';
}
