/**
 * 02 §2 from the employees side: revoking the account, or changing the role, of the last active
 * user who manages access answers 409 access_lockout (its own file: it controls every manager).
 * The actor reaches every company and manages accounts, but does not manage access itself.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES } from '@abono/domain';
import { createCompany, createEmployee, createRole, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { callAs, roleIdOf, signedIn, type Caller } from './accessTestSupport';

const t = useTestApp();
let actor: Caller;
let companyId: number;
let lastManager: { id: number; employeeId: number; controlNumber: string };

beforeAll(async () => {
  companyId = (await createCompany(t.db)).id;
  const roleId = await createRole(
    t.db,
    PERMISSION_NAMES.filter((p) => p !== 'manage_access'),
    'cuentas',
  );
  actor = await signedIn(t, 'employee', { roleId, companyIds: [companyId] });
  const admin = await createUser(t.db, { role: 'admin', companyIds: [companyId] });
  const record = await createEmployee(t.db, { companyId, userId: admin.id, name: 'Ana Gestora' });
  lastManager = { id: admin.id, employeeId: record.id, controlNumber: record.controlNumber };
});

describe('the last manager of access, from the employees screens', () => {
  it('revoking their account is refused with 409 access_lockout, and nothing changes', async () => {
    const res = await callAs(t, actor)('PUT', `/api/employees/${lastManager.employeeId}/revoke-access`, {
      company_id: companyId,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe('access_lockout');
  });

  it('changing their role to one without manage_access is refused too', async () => {
    const res = await callAs(t, actor)('PUT', `/api/employees/${lastManager.employeeId}`, {
      controlNumber: lastManager.controlNumber,
      name: 'Ana Gestora',
      status: 'hired',
      work_location: 'Planta León',
      tin: '',
      role_id: await roleIdOf(t.db, 'employee'),
      accountNumber: '072225001234567891',
      bank: '072',
      company_id: companyId,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toBe('access_lockout');
  });

  it('with a second manager, the revoke passes', async () => {
    await createUser(t.db, { role: 'super_admin' });
    const res = await callAs(t, actor)('PUT', `/api/employees/${lastManager.employeeId}/revoke-access`, {
      company_id: companyId,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
