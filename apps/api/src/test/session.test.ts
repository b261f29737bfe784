import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE_NAMES, grantsFor, type PageKey, type RoleName } from '@abono/domain';
import { employees, permissions, rolePermissions, roles } from '../db/schema';
import { createCompany, createEmployee, createUser, loginAs } from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();

/** Pages per role, written out from spec 01 §6 (not recomputed with the domain's pagesFor). */
const SPEC_PAGES: Record<RoleName, PageKey[]> = {
  employee: ['offers', 'loan'],
  hr: ['offers', 'loan', 'loans', 'employees'],
  treasury: ['offers', 'loan', 'treasury', 'settings', 'products'],
  admin: ['offers', 'loan', 'loans', 'employees', 'treasury', 'roles', 'permissions', 'settings', 'products', 'audit'],
  super_admin: [
    'offers',
    'loan',
    'loans',
    'employees',
    'treasury',
    'roles',
    'permissions',
    'settings',
    'products',
    'audit',
  ],
};

/** The permission names the role holds in the database. */
async function storedPermissionNames(role: RoleName): Promise<string[]> {
  const rows = await t.db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(roles.name, role));
  return rows.map((r) => r.name);
}

async function me(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/auth/me', () => {
  it.each(ROLE_NAMES)('has the exact session-user shape, pages and grants for %s', async (role) => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { role, companyIds: [company.id] });
    const session = await loginAs(t.app, user.tin);
    const body = await me(session.headers);
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'tin',
        'role',
        'email',
        'phone',
        'employees',
        'companies',
        'accessiblePages',
        'permissions',
        'needsOnboarding',
        'needsCompanyOnboarding',
      ].sort(),
    );
    expect(body.role).toBe(role);
    expect(body.tin).toBe(user.tin);
    expect(body.accessiblePages).toEqual(SPEC_PAGES[role]);
    // The grants come from what the role holds in the database.
    const stored = await storedPermissionNames(role);
    expect(stored.length).toBeGreaterThan(0);
    expect(new Set(body.permissions)).toEqual(new Set(grantsFor(stored)));
    expect(body.needsOnboarding).toBe(false);
    expect(body.needsCompanyOnboarding).toBe(false);
    expect(body.employees).toEqual([]);
    expect(body.companies).toContainEqual({ id: company.id, name: company.name, logo: null });
  });

  it('matches the spec defaults per role', async () => {
    const pages = async (role: (typeof ROLE_NAMES)[number]) => {
      const company = await createCompany(t.db);
      const user = await createUser(t.db, { role, companyIds: [company.id] });
      return (await me((await loginAs(t.app, user.tin)).headers)).accessiblePages;
    };
    expect(await pages('employee')).toEqual(['offers', 'loan']);
    expect(await pages('hr')).toEqual(['offers', 'loan', 'loans', 'employees']);
    expect(await pages('treasury')).toEqual(['offers', 'loan', 'treasury', 'settings', 'products']);
    expect(await pages('admin')).toEqual([
      'offers',
      'loan',
      'loans',
      'employees',
      'treasury',
      'roles',
      'permissions',
      'settings',
      'products',
      'audit',
    ]);
  });

  it('super_admin sees every company; others only their own', async () => {
    const a = await createCompany(t.db);
    const b = await createCompany(t.db);
    const admin = await createUser(t.db, { role: 'super_admin' });
    const hr = await createUser(t.db, { role: 'hr', companyIds: [a.id] });
    const adminCompanies = (await me((await loginAs(t.app, admin.tin)).headers)).companies.map(
      (c: { id: number }) => c.id,
    );
    expect(adminCompanies).toEqual(expect.arrayContaining([a.id, b.id]));
    const hrCompanies = (await me((await loginAs(t.app, hr.tin)).headers)).companies.map((c: { id: number }) => c.id);
    expect(hrCompanies).toEqual([a.id]);
  });

  it('carries the employee record of every accessible company, with its own control number and branch', async () => {
    const a = await createCompany(t.db);
    const b = await createCompany(t.db);
    const c = await createCompany(t.db);
    const user = await createUser(t.db, { companyIds: [a.id, b.id] });
    const ea = await createEmployee(t.db, {
      companyId: a.id,
      userId: user.id,
      controlNumber: 'A-1',
      name: 'Juan Ruiz',
    });
    const eb = await createEmployee(t.db, {
      companyId: b.id,
      userId: user.id,
      controlNumber: 'B-7',
      name: 'Juan Ruiz Soto',
    });
    await t.db
      .update(employees)
      .set({ workLocation: 'Sucursal Querétaro', email: 'juan@b.mx' })
      .where(eq(employees.id, eb.id));
    await createEmployee(t.db, { companyId: c.id, userId: user.id, controlNumber: 'C-3' }); // no access to c
    const body = await me((await loginAs(t.app, user.tin)).headers);
    expect(body.employees).toEqual([
      {
        id: ea.id,
        companyId: a.id,
        name: 'Juan Ruiz',
        email: null,
        phone: null,
        work_location: 'Planta León',
        controlNumber: 'A-1',
        status: 'hired',
      },
      {
        id: eb.id,
        companyId: b.id,
        name: 'Juan Ruiz Soto',
        email: 'juan@b.mx',
        phone: null,
        work_location: 'Sucursal Querétaro',
        controlNumber: 'B-7',
        status: 'hired',
      },
    ]);
  });

  it('one record per company: the hired one, even over a newer terminated one', async () => {
    const a = await createCompany(t.db);
    const user = await createUser(t.db, { companyIds: [a.id] });
    const hired = await createEmployee(t.db, { companyId: a.id, userId: user.id, controlNumber: 'A-OLD' });
    const later = await createEmployee(t.db, { companyId: a.id, userId: user.id, controlNumber: 'A-NEW' });
    await t.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, later.id));
    const body = await me((await loginAs(t.app, user.tin)).headers);
    expect(body.employees.map((e: { id: number; status: string }) => [e.id, e.status])).toEqual([[hired.id, 'hired']]);
  });

  it('needs a bearer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });
});

describe('onboarding flags and PUT /api/employees/onboarding/{id}', () => {
  it('needsOnboarding until email and phone exist, then needsCompanyOnboarding without companies', async () => {
    const user = await createUser(t.db, { email: null, phone: null });
    const session = await loginAs(t.app, user.tin);
    const before = await me(session.headers);
    expect(before).toMatchObject({ needsOnboarding: true, needsCompanyOnboarding: false, email: null, phone: null });

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/onboarding/${user.id}`,
      headers: session.headers,
      payload: { email: ' ana@ejemplo.mx ', phone: '+52 477 123 4567' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'ana@ejemplo.mx',
      phone: '+52 477 123 4567',
      needsOnboarding: false,
      needsCompanyOnboarding: true,
    });
    expect(await me(session.headers)).toMatchObject({ needsOnboarding: false, needsCompanyOnboarding: true });
  });

  it('writes email and phone to the employee records and clears both flags for a linked user', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { email: null, phone: '4770000000', companyIds: [company.id] });
    await createEmployee(t.db, { companyId: company.id, userId: user.id });
    const session = await loginAs(t.app, user.tin);
    expect((await me(session.headers)).needsOnboarding).toBe(true);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/onboarding/${user.id}`,
      headers: session.headers,
      payload: { email: 'luis@ejemplo.mx', phone: '4779998888' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ needsOnboarding: false, needsCompanyOnboarding: false });
    expect(body.employees).toEqual([
      expect.objectContaining({ companyId: company.id, email: 'luis@ejemplo.mx', phone: '4779998888' }),
    ]);
  });

  it("refuses someone else's id and invalid input", async () => {
    const user = await createUser(t.db, { email: null, phone: null });
    const other = await createUser(t.db, { email: null, phone: null });
    const session = await loginAs(t.app, user.tin);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/onboarding/${other.id}`,
      headers: session.headers,
      payload: { email: 'x@ejemplo.mx', phone: '4771112222' },
    });
    expect(foreign.statusCode).toBe(403);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/onboarding/${user.id}`,
      headers: session.headers,
      payload: { email: 'no-es-correo', phone: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ email: 'errors.invalid_email', phone: 'errors.required' });
  });
});
