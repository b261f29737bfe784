/** The way back from an employee's companies page to the list with the same view (lib/listReturn.ts). */
import { listLinkState, listReturnPath } from '../../../lib/listReturn';

export interface EmployeesReturnState {
  employeesSearch: string;
}

export function employeesLinkState(search: string): EmployeesReturnState {
  return listLinkState('employeesSearch', search);
}

export function employeesReturnPath(state: unknown): string {
  return listReturnPath('/employees', 'employeesSearch', state);
}
