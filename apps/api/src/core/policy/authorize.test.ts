/**
 * authorize(): the route-level decision (grant and company). Objects loaded by id are decided by
 * requireAccess (requireAccess.test.ts), which shares its company rule.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, grantsFor, type RoleName } from '@abono/domain';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { authorize, isPermitted, type PolicyAction, type PolicyResource, type PolicyUser } from './authorize';

const t = useTestApp();
const LOANS_WRITE = { resource: 'loans', action: 'WRITE' } as const;
const OWN_LOANS_WRITE = { resource: 'own_loans', action: 'WRITE', type: 'ENTITY' } as const;

async function caller(role: RoleName, companyIds: number[]): Promise<PolicyUser & { role: RoleName }> {
  const user = await createUser(t.db, { role, companyIds });
  return { id: user.id, role, grants: grantsFor(DEFAULT_ROLE_PERMISSIONS[role]) };
}

async function authorizeSays(
  user: PolicyUser,
  action: PolicyAction | null,
  resource: PolicyResource,
): Promise<boolean> {
  return authorize(t.db, user, action, resource).then(
    () => true,
    () => false,
  );
}

describe('authorize(user, action, resource)', () => {
  it('needs the grant and the company; super_admin reaches every company', async () => {
    const companyA = (await createCompany(t.db)).id;
    const companyB = (await createCompany(t.db)).id;
    const hrA = await caller('hr', [companyA]);
    const employeeA = await caller('employee', [companyA]);
    const superAdmin = await caller('super_admin', []);
    const cases: Array<[PolicyUser & { role: RoleName }, PolicyAction | null, PolicyResource, boolean]> = [
      [hrA, LOANS_WRITE, { companyId: companyA }, true],
      [hrA, LOANS_WRITE, { companyId: companyB }, false],
      [hrA, null, { companyId: companyB }, false],
      [employeeA, LOANS_WRITE, { companyId: companyA }, false],
      [employeeA, null, { companyId: companyA }, true],
      [employeeA, OWN_LOANS_WRITE, null, true],
      [employeeA, LOANS_WRITE, null, false],
      [superAdmin, LOANS_WRITE, { companyId: companyB }, true],
    ];
    for (const [user, action, resource, expected] of cases) {
      const label = `${user.role} ${JSON.stringify(action)} ${JSON.stringify(resource)}`;
      expect(await authorizeSays(user, action, resource), label).toBe(expected);
    }
  });

  it('isPermitted reads only the grants (no company)', async () => {
    const hr = await caller('hr', []);
    expect(isPermitted(hr, LOANS_WRITE)).toBe(true);
    expect(isPermitted(hr, { resource: 'loans', action: 'READ' })).toBe(true);
    expect(isPermitted(await caller('employee', []), LOANS_WRITE)).toBe(false);
  });
});
