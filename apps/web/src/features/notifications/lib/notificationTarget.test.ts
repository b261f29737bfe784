import { describe, expect, it } from 'vitest';
import { companyA, companyB, makeUserWithRole } from '../../../test/fixtures';
import { badgeLabel } from './badgeLabel';
import { NOTIFICATIONS_PATH, notificationTarget } from './notificationTarget';

const loan = { type: 'loan_request' as const, resource_type: 'loan', resource_id: 10, company_id: companyA.id };
const employee = makeUserWithRole('employee');
const hr = makeUserWithRole('hr');
const treasury = makeUserWithRole('treasury');

describe('notificationTarget', () => {
  it("sends an employee to /my-credit of the notification's company", () => {
    expect(notificationTarget({ ...loan, type: 'loan_status_change' }, employee)).toEqual({
      path: '/my-credit',
      companyId: companyA.id,
    });
    expect(notificationTarget({ ...loan, type: 'loan_employee_notified', company_id: companyB.id }, employee)).toEqual({
      path: '/my-credit',
      companyId: companyB.id,
    });
  });
  it('opens the loan detail or the employee companies for staff who can open them', () => {
    expect(notificationTarget(loan, hr)).toEqual({ path: '/credits/detail/10', companyId: companyA.id });
    expect(
      notificationTarget(
        { type: 'employee_terminated', resource_type: 'employee', resource_id: 5, company_id: companyA.id },
        hr,
      ),
    ).toEqual({
      path: '/employees/5/companies',
      companyId: companyA.id,
    });
  });
  it("opens HR's insurance tab for an insurance request", () => {
    expect(
      notificationTarget(
        { type: 'loan_request', resource_type: 'insurance', resource_id: 3, company_id: companyA.id },
        hr,
      ),
    ).toEqual({
      path: '/credits?tab=insurance',
      companyId: companyA.id,
    });
  });
  it("opens treasury's terminated-employees tab for a reader with the treasury page", () => {
    expect(
      notificationTarget(
        { type: 'employee_terminated', resource_type: 'employee', resource_id: 5, company_id: companyA.id },
        treasury,
      ),
    ).toEqual({ path: '/treasury?tab=terminated', companyId: companyA.id });
  });
  it('a security notice about the account (a password changed) opens nothing', () => {
    expect(
      notificationTarget(
        { type: 'account_security', resource_type: 'account', resource_id: 1, company_id: null },
        employee,
      ),
    ).toBeNull();
  });
  it('never leads to a page the user cannot open: the notifications page instead', () => {
    expect(
      notificationTarget(
        { type: 'employee_terminated', resource_type: 'employee', resource_id: 5, company_id: companyA.id },
        makeUserWithRole('treasury', { accessiblePages: ['offers', 'loan'] }),
      ),
    ).toEqual({
      path: NOTIFICATIONS_PATH,
      companyId: null,
    });
    // A staff role without the credits page.
    expect(notificationTarget(loan, makeUserWithRole('hr', { accessiblePages: ['offers', 'loan'] }))).toEqual({
      path: NOTIFICATIONS_PATH,
      companyId: null,
    });
    // A company the user no longer reaches.
    expect(notificationTarget({ ...loan, company_id: 999 }, hr)).toEqual({ path: NOTIFICATIONS_PATH, companyId: null });
  });
  it('the welcome notice leads an employee to the offers of its company, not to an empty /my-credit', () => {
    expect(
      notificationTarget(
        {
          type: 'employee_registration_invite',
          resource_type: 'company',
          resource_id: companyB.id,
          company_id: companyB.id,
        },
        employee,
      ),
    ).toEqual({
      path: '/',
      companyId: companyB.id,
    });
  });
  it('never navigates for loan_rejected', () => {
    expect(notificationTarget({ ...loan, type: 'loan_rejected' }, employee)).toBeNull();
    expect(notificationTarget({ ...loan, type: 'loan_rejected' }, hr)).toBeNull();
  });
  it('does not navigate for loan_approved_accepted when the reader cannot open the credits (treasury)', () => {
    expect(notificationTarget({ ...loan, type: 'loan_approved_accepted' }, treasury)).toBeNull();
    expect(notificationTarget({ ...loan, type: 'loan_approved_accepted' }, hr)).toEqual({
      path: '/credits/detail/10',
      companyId: companyA.id,
    });
    expect(notificationTarget({ ...loan, type: 'loan_approved_accepted' }, makeUserWithRole('admin'))).toEqual({
      path: '/credits/detail/10',
      companyId: companyA.id,
    });
  });

  // The role's name never decides (spec 03 §5: roles are sets of permissions an admin may edit).
  it('decides by the pages the reader holds, whatever its role is called', () => {
    const treasuryNamedApplicant = makeUserWithRole('treasury', { accessiblePages: ['offers', 'loan'] });
    expect(notificationTarget({ ...loan, type: 'loan_status_change' }, treasuryNamedApplicant)).toEqual({
      path: '/my-credit',
      companyId: companyA.id,
    });
    const treasuryNamedHr = makeUserWithRole('treasury', { accessiblePages: ['offers', 'loan', 'loans', 'employees'] });
    expect(notificationTarget({ ...loan, type: 'loan_approved_accepted' }, treasuryNamedHr)).toEqual({
      path: '/credits/detail/10',
      companyId: companyA.id,
    });
    expect(notificationTarget(loan, treasuryNamedHr)).toEqual({ path: '/credits/detail/10', companyId: companyA.id });
    const employeeNamedHr = makeUserWithRole('employee', { accessiblePages: ['offers', 'loan', 'loans'] });
    expect(notificationTarget(loan, employeeNamedHr)).toEqual({ path: '/credits/detail/10', companyId: companyA.id });
  });

  it("leads staff to their own loan's page when the notice is about their own request", () => {
    expect(notificationTarget({ ...loan, type: 'loan_status_change' }, hr)).toEqual({
      path: '/my-credit',
      companyId: companyA.id,
    });
    expect(
      notificationTarget(
        {
          type: 'employee_registration_invite',
          resource_type: 'company',
          resource_id: companyA.id,
          company_id: companyA.id,
        },
        hr,
      ),
    ).toEqual({
      path: '/',
      companyId: companyA.id,
    });
  });
  it('leaves the selection alone for a notification without a company', () => {
    expect(notificationTarget({ ...loan, company_id: null }, hr)).toEqual({
      path: '/credits/detail/10',
      companyId: null,
    });
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
