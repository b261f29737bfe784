/**
 * Spanish names of statuses for what the server writes itself (spreadsheet exports, PDFs).
 * The web app shows the same words from its catalog (es.json `loanStatus`,
 * `calculationResult`); a web test holds the two equal.
 */
import type { CalculationResult, LoanStatus } from './loanStatus';

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
