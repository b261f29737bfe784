/**
 * requireAccess(): the one object-level decision, on real PostgreSQL (company membership), and
 * the route guards derived from the same table.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_PERMISSIONS,
  grantsFor,
  objectGuard,
  serverMessage,
  type PermissionName,
  type RoleName,
} from '@abono/domain';
import { AppError } from '../../lib/appError';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import type { PolicyUser } from './authorize';
import { requireAccess, type AccessObject, type ObjectAction } from './requireAccess';

const t = useTestApp();

async function actor(permissionNames: readonly string[], companyIds: number[]): Promise<PolicyUser> {
  const user = await createUser(t.db, { companyIds });
  return { id: user.id, grants: grantsFor(permissionNames) };
}
const withRole = (role: RoleName, companyIds: number[]) => actor(DEFAULT_ROLE_PERMISSIONS[role], companyIds);

/** The capacity, or the error code it refused with. */
async function decide(
  user: PolicyUser,
  action: ObjectAction,
  object: AccessObject | null,
  companyId?: number,
): Promise<string> {
  try {
    return (await requireAccess(t.db, user, action, object, { companyId })).capacity;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('requireAccess(actor, action, object)', () => {
  it('staff of the object’s company with the grant, or its owner with the owner grant; 404 otherwise', async () => {
    const a = (await createCompany(t.db)).id;
    const b = (await createCompany(t.db)).id;
    const hrA = await withRole('hr', [a]);
    const owner = await withRole('employee', [a]);
    const stranger = await withRole('employee', [a]);
    const loanOfA = { companyId: a, ownerIds: [owner.id, null] };
    const loanOfB = { companyId: b, ownerIds: [] };

    expect(await decide(hrA, 'loan.read', loanOfA)).toBe('staff');
    expect(await decide(hrA, 'loan.read', loanOfB)).toBe('not_found');
    expect(await decide(owner, 'loan.read', loanOfA)).toBe('owner');
    expect(await decide(owner, 'loan.answer', loanOfA)).toBe('owner');
    expect(await decide(stranger, 'loan.read', loanOfA)).toBe('not_found');
    // Owner-only: company staff is no owner.
    expect(await decide(hrA, 'loan.answer', loanOfA)).toBe('not_found');
    // Staff-only: the owner without the staff grant is refused.
    expect(await decide(owner, 'loan.manage', loanOfA)).toBe('not_found');
    expect(await decide(hrA, 'loan.read', null)).toBe('not_found');
  });

  it('an owner who no longer reaches the company is refused', async () => {
    const a = (await createCompany(t.db)).id;
    const owner = await withRole('employee', []);
    expect(await decide(owner, 'loan.read', { companyId: a, ownerIds: [owner.id] })).toBe('not_found');
  });

  it('the selected company must be the object’s, even for who reaches every company', async () => {
    const a = (await createCompany(t.db)).id;
    const b = (await createCompany(t.db)).id;
    const everywhere = await withRole('super_admin', []);
    // An employee record says whose it is (userId): the own-record rule reads it.
    const record = { companyId: b, userId: null };
    expect(await decide(everywhere, 'employee.manage', record)).toBe('staff');
    expect(await decide(everywhere, 'employee.manage', record, a)).toBe('not_found');
    expect(await decide(everywhere, 'employee.manage', record, b)).toBe('staff');
  });

  it('nobody acts as staff on their own loan or record, a super admin included (decision 097)', async () => {
    const a = (await createCompany(t.db)).id;
    for (const role of ['hr', 'super_admin'] as const) {
      const staff = await withRole(role, [a]);
      // Either link makes the loan theirs: the applicant, or the employee record's account.
      expect(await decide(staff, 'loan.manage', { companyId: a, ownerIds: [staff.id, null] })).toBe(
        'own_record_forbidden',
      );
      expect(await decide(staff, 'loan.manage', { companyId: a, ownerIds: [null, staff.id] })).toBe(
        'own_record_forbidden',
      );
      expect(await decide(staff, 'employee.manage', { companyId: a, userId: staff.id })).toBe('own_record_forbidden');
      // Reading them stays allowed; someone else's is managed as before.
      expect(await decide(staff, 'loan.read', { companyId: a, ownerIds: [staff.id, null] })).not.toBe(
        'own_record_forbidden',
      );
      expect(await decide(staff, 'loan.manage', { companyId: a, ownerIds: [staff.id + 1000, null] })).toBe('staff');
    }
    // Outside the company it stays a 404 that reveals nothing.
    const b = (await createCompany(t.db)).id;
    const hrA = await withRole('hr', [a]);
    expect(await decide(hrA, 'loan.manage', { companyId: b, ownerIds: [hrA.id] })).toBe('not_found');
  });

  it('an object of a not-on-own action not saying whose it is: a programming error, never a pass', async () => {
    const a = (await createCompany(t.db)).id;
    await expect(decide(await withRole('hr', [a]), 'loan.manage', { companyId: a })).rejects.toThrow(/whose/);
  });

  it('reaching another company is the all_companies grant, not the role name', async () => {
    const b = (await createCompany(t.db)).id;
    const custom = await actor(['all_companies', 'manage_employees'] satisfies PermissionName[], []);
    expect(await decide(custom, 'employee.read', { companyId: b })).toBe('staff');
    const noReach = await actor(
      DEFAULT_ROLE_PERMISSIONS.super_admin.filter((p) => p !== 'all_companies'),
      [],
    );
    expect(await decide(noReach, 'employee.read', { companyId: b })).toBe('not_found');
  });

  it('any of several staff grants: the termination document is HR’s and treasury’s', async () => {
    const a = (await createCompany(t.db)).id;
    expect(await decide(await withRole('treasury', [a]), 'employee.termination', { companyId: a })).toBe('staff');
    expect(await decide(await withRole('hr', [a]), 'employee.termination', { companyId: a })).toBe('staff');
    expect(await decide(await withRole('employee', [a]), 'employee.termination', { companyId: a })).toBe('not_found');
  });

  it('answers the caller’s 404', async () => {
    const hr = await withRole('hr', []);
    const notFound = () => new AppError('not_found', { message: serverMessage('loanNotFound') });
    await expect(requireAccess(t.db, hr, 'loan.read', null, { notFound })).rejects.toMatchObject({
      code: 'not_found',
      message: 'El préstamo no existe.',
    });
  });
});

describe('objectGuard(action)', () => {
  it('declares the action’s one grant, or signed-in users when there are several ways in', () => {
    expect(objectGuard('loan.answer')).toEqual({
      kind: 'permission',
      type: 'ENTITY',
      resource: 'own_loans',
      action: 'WRITE',
      scope: 'object',
    });
    expect(objectGuard('insurance.read')).toEqual({
      kind: 'permission',
      type: undefined,
      resource: 'loans',
      action: 'READ',
      scope: 'object',
    });
    expect(objectGuard('loan.read')).toEqual({ kind: 'authenticated', scope: 'object' });
    expect(objectGuard('employee.termination', { from: 'query', key: 'company_id' })).toEqual({
      kind: 'authenticated',
      company: { from: 'query', key: 'company_id' },
    });
    expect(objectGuard('company.create', 'none')).toEqual({
      kind: 'permission',
      resource: 'companies',
      action: 'WRITE',
      scope: 'none',
    });
    expect(objectGuard('employee.manage', { from: 'body', key: 'company_id' })).toEqual({
      kind: 'permission',
      type: undefined,
      resource: 'employees',
      action: 'WRITE',
      company: { from: 'body', key: 'company_id' },
    });
  });
});
