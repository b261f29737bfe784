import { CALCULATION_RESULT_LABELS, EMPLOYEE_STATUS_LABELS, LOAN_STATUS_LABELS, ROLE_LABELS } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import backOffice from './backOffice/es.json';
import es from './es.json';

/** The server writes statuses and roles in Spanish itself (exports, the import template): the same words the screens show. */
describe('domain labels equal the Spanish catalog', () => {
  it('loan statuses', () => expect(es.loanStatus).toEqual(LOAN_STATUS_LABELS));
  it('calculation results', () => expect(backOffice.calculationResult).toEqual(CALCULATION_RESULT_LABELS));
  // The import template and its errors use these (issue 15 §6).
  it('employee statuses', () => expect(backOffice.employees.status).toEqual(EMPLOYEE_STATUS_LABELS));
  it('roles', () => expect(backOffice.employees.role).toEqual(ROLE_LABELS));
});
