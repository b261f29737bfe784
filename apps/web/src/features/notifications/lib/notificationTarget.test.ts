import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badgeLabel';
import { notificationTarget } from './notificationTarget';

const loan = { type: 'loan_request' as const, resource_type: 'loan', resource_id: 10 };

describe('notificationTarget', () => {
  it('sends an employee to /my-credit', () => {
    expect(notificationTarget({ ...loan, type: 'loan_status_change' }, 'employee')).toBe('/my-credit');
  });
  it('opens the loan detail or the employee companies for staff', () => {
    expect(notificationTarget(loan, 'hr')).toBe('/credits/detail/10');
    expect(notificationTarget({ type: 'employee_terminated', resource_type: 'employee', resource_id: 5 }, 'treasury')).toBe(
      '/employees/5/companies',
    );
  });
  it('never navigates for loan_rejected', () => {
    expect(notificationTarget({ ...loan, type: 'loan_rejected' }, 'employee')).toBeNull();
    expect(notificationTarget({ ...loan, type: 'loan_rejected' }, 'hr')).toBeNull();
  });
  it('does not navigate for loan_approved_accepted when the role is treasury', () => {
    expect(notificationTarget({ ...loan, type: 'loan_approved_accepted' }, 'treasury')).toBeNull();
    expect(notificationTarget({ ...loan, type: 'loan_approved_accepted' }, 'hr')).toBe('/credits/detail/10');
  });
});

describe('badgeLabel', () => {
  it('caps at 99+', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(12345)).toBe('99+');
  });
});
