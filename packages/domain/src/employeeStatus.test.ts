import { describe, expect, it } from 'vitest';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from './catalog';
import {
  canEmployeeStatusAction,
  deactivationLoanOutcome,
  statusActionColumns,
  statusActionOf,
  statusAfterEdit,
} from './employeeStatus';
import { LOAN_STATUSES } from './loanStatus';

const now = new Date('2026-11-25T18:00:00Z');

describe('employee status rules (03 §6)', () => {
  it('deactivations start from hired only; activation from fired or terminated only', () => {
    const table: Record<EmployeeStatus, [boolean, boolean, boolean]> = {
      hired: [true, true, false],
      fired: [false, false, true],
      terminated: [false, false, true],
    };
    for (const status of EMPLOYEE_STATUSES) {
      expect(
        [
          canEmployeeStatusAction(status, 'deactivate'),
          canEmployeeStatusAction(status, 'deactivate_with_savings'),
          canEmployeeStatusAction(status, 'activate'),
        ],
        status,
      ).toEqual(table[status]);
    }
  });

  it('an edit never leaves terminated, and keeps the status when none is asked', () => {
    expect(statusAfterEdit('terminated', 'hired')).toBe('terminated');
    expect(statusAfterEdit('hired', undefined)).toBe('hired');
    expect(statusAfterEdit('fired', 'hired')).toBe('hired');
    expect(statusAfterEdit('hired', 'fired')).toBe('fired');
  });

  it('a form change hired ↔ fired is the deactivation without savings or the activation', () => {
    expect(statusActionOf('hired', 'fired')).toBe('deactivate');
    expect(statusActionOf('fired', 'hired')).toBe('activate');
    expect(statusActionOf('terminated', 'hired')).toBe('activate');
    expect(statusActionOf('hired', 'hired')).toBeNull();
    expect(statusActionOf('fired', 'terminated')).toBeNull();
  });

  it('writes the date and the savings each action sets', () => {
    expect(statusActionColumns('deactivate', now)).toEqual({
      status: 'fired',
      deactivatedAt: now,
      totalSavings: '0.00',
    });
    expect(statusActionColumns('deactivate_with_savings', now, '1234.50')).toEqual({
      status: 'terminated',
      deactivatedAt: now,
      totalSavings: '1234.50',
    });
    expect(statusActionColumns('activate', now)).toEqual({ status: 'hired', deactivatedAt: null });
  });
});

describe('deactivationLoanOutcome (03 §6: what a deactivation does to each loan in flight)', () => {
  // Money already approved is left for treasury to refuse; confirmed loans are settled with the savings.
  it('rejects pending and counter offers, leaves approved ones, settles confirmed ones', () => {
    const outcomes = Object.fromEntries(LOAN_STATUSES.map((status) => [status, deactivationLoanOutcome(status)]));
    expect(outcomes).toEqual({
      pending: 'rejected',
      counter_offered: 'rejected',
      approved: 'not_paid',
      accepted: 'not_paid',
      applied: 'not_paid',
      error: 'not_paid',
      employee_notified: 'not_paid',
      error_released: 'not_paid',
      confirmed: 'settled_with_savings',
      rejected: null,
      not_accepted: null,
    });
  });
});
