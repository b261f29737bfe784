import { loadBackOfficeCatalog } from '../../i18n/backOfficeCatalog';
import { EmployeeCompaniesPage } from './components/EmployeeCompaniesPage';

/** The /employees/:employeeId/companies route's component, once the back-office texts have loaded. */
export async function employeeCompaniesRoute(): Promise<{ Component: typeof EmployeeCompaniesPage }> {
  await loadBackOfficeCatalog();
  return { Component: EmployeeCompaniesPage };
}
