import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { EmployeesPage } from './components/EmployeesPage';

/** The /employees route's component, once the back-office texts it shows have loaded (i18n/backOfficeCatalog.ts). */
export async function employeesRoute(): Promise<{ Component: typeof EmployeesPage }> {
  await loadBackOfficeCatalog();
  return { Component: EmployeesPage };
}
