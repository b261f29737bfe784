/**
 * Spanish names of statuses and roles: the one home of these words. The server writes them
 * itself (spreadsheet exports, the import template, the seeded roles' descriptions) and the
 * import reads them; the web's Spanish catalog is built from them (`loanStatus` in
 * i18n/signedIn/esCatalog.ts; `calculationResult`, `employees.status`, `employees.role` in
 * i18n/backOffice/esCatalog.ts), its English catalog translates the same keys (decision 062).
 */
import type { EmployeeStatus, ProductType } from './catalog';
import type { CalculationResult, LoanStatus } from './loanStatus';
import type { RoleName } from './permissions';

export const LOAN_STATUS_LABELS: Record<LoanStatus, string> = {
  pending: 'Pendiente',
  applied: 'Aplicado',
  approved: 'Aprobado',
  accepted: 'Aceptado',
  rejected: 'Rechazado',
  not_accepted: 'No aceptado',
  confirmed: 'Confirmado',
  counter_offered: 'Contraoferta',
  employee_notified: 'Empleado notificado',
  error: 'Error',
  error_released: 'Documentación completada',
};

/** Spec 02 §4: pass is "viable", reject "not viable". */
export const CALCULATION_RESULT_LABELS: Record<CalculationResult, string> = {
  pending: 'Pendiente',
  pass: 'Viable',
  review: 'Revisión',
  reject: 'No viable',
};

export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  hired: 'Contratado',
  fired: 'Baja',
  terminated: 'Finiquitado',
};

export const ROLE_LABELS: Record<RoleName, string> = {
  employee: 'Solicitante',
  hr: 'Recursos humanos',
  treasury: 'Tesorería',
  admin: 'Administrador',
  super_admin: 'Super administrador',
};

/** A role's Spanish label: the system roles' words above, a custom role's own name. */
export function roleLabel(name: string): string {
  return Object.hasOwn(ROLE_LABELS, name) ? ROLE_LABELS[name as RoleName] : name;
}

/** Spec 02 §9 product types, as the products screen names them (`products.type` in the back-office catalog). */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  loan: 'Préstamo',
  insurance: 'Seguro',
  advance: 'Adelanto',
};
