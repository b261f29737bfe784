import { useUrlView, type UrlViewRules } from '../../../lib/useUrlView';
import { changeEmployeesView, parseEmployeesView, writeEmployeesView, type EmployeesView } from './employeesView';

const RULES: UrlViewRules<EmployeesView> = {
  parse: parseEmployeesView,
  write: writeEmployeesView,
  change: changeEmployeesView,
};

/** The employees view from the URL, and a setter that writes changes back (replacing the entry). */
export function useEmployeesView(): [EmployeesView, (patch: Partial<EmployeesView>) => void] {
  return useUrlView(RULES);
}
