/**
 * On real PostgreSQL (03-decisions.md §6 "Nothing else links", decision 047): an RFC registered
 * first never takes over an employee record. HR creating, editing or importing a record with
 * that RFC attaches no account (no company, no welcome notice, no loan), an import in one
 * company never pulls another company's admin in, and granting company access links nothing.
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_HEADERS, FINGERPRINT_HEADER } from '@abono/domain';
import { employees, notifications, roles, userCompanies } from '../../db/schema';
import { createCompany, createEmployee, createUser, loginAs, uniqueTin } from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { workbookOf } from '../../test/spreadsheets';
import { useTestApp } from '../../test/testApp';
import { applyFields, applyRequest, companyScenario, type Scenario } from '../../test/testSupport';

const t = useTestApp();
const PASSWORD = 'Extraña#2026';

let s: Scenario;
let employeeRoleId: number;

beforeEach(async () => {
  s = await companyScenario(t);
  employeeRoleId = (await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'employee')))[0]!.id;
});

/** A stranger registers an RFC first (no code: nothing links) and signs in. */
async function stranger(tin = uniqueTin('EXTR')) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { [FINGERPRINT_HEADER]: 'f-extr' },
    payload: { tin, password: PASSWORD, confirmPassword: PASSWORD, fingerprint: 'f-extr' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, tin, headers: (await loginAs(t.app, tin, PASSWORD)).headers };
}

function form(companyId: number, overrides: Record<string, unknown> = {}) {
  return {
    controlNumber: `RF-${uniqueTin('').slice(-8)}`,
    name: 'Víctima Real Pérez',
    status: 'hired',
    work_location: 'Planta León',
    tin: '',
    role_id: employeeRoleId,
    accountNumber: '072225001234567891',
    bank: '072',
    company_id: companyId,
    ...overrides,
  };
}

/** A template row with only the required columns and the RFC. */
function line(control: string, tin: string): string[] {
  const values: Partial<Record<keyof typeof EMPLOYEE_IMPORT_HEADERS, string>> = {
    controlNumber: control,
    name: `Empleado ${control}`,
    workLocation: 'Planta León',
    tin,
  };
  return (Object.keys(EMPLOYEE_IMPORT_HEADERS) as (keyof typeof EMPLOYEE_IMPORT_HEADERS)[]).map((k) => values[k] ?? '');
}

async function importRows(companyId: number, headers: Record<string, string>, rows: unknown[][]) {
  const content = await workbookOf([Object.values(EMPLOYEE_IMPORT_HEADERS), ...rows]);
  const body = multipartBody({ company_id: String(companyId) }, [
    {
      field: 'file',
      filename: 'empleados.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content,
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/employees/import',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** What the stranger can see and do in the company: nothing. */
async function expectOutsider(user: { id: number; headers: Record<string, string> }, companyId: number) {
  expect(await t.db.select().from(userCompanies).where(eq(userCompanies.userId, user.id))).toEqual([]);
  expect(await t.db.select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
  const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers })).json();
  expect(me).toMatchObject({ companies: [], employees: [] });
  const active = await t.app.inject({
    method: 'GET',
    url: `/api/loans/user-active?company_id=${companyId}`,
    headers: user.headers,
  });
  expect(active.statusCode).toBe(403);
  const apply = await applyRequest(t, user.headers, applyFields(s));
  expect(apply.statusCode, apply.body).toBe(403);
}

describe('an RFC registered first never takes over the record', () => {
  it('HR creating an employee with that RFC (any case) attaches no account', async () => {
    const squatter = await stranger();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers: s.hr.headers,
      payload: form(s.companyId, { tin: squatter.tin.toLowerCase() }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ tin: squatter.tin, hasAccount: false, accessActive: false });
    expect(
      (await t.db.select({ userId: employees.userId }).from(employees).where(eq(employees.id, res.json().id)))[0]!
        .userId,
    ).toBeNull();
    await expectOutsider(squatter, s.companyId);
  });

  it('HR editing a record to that RFC attaches no account', async () => {
    const squatter = await stranger();
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/employees', headers: s.hr.headers, payload: form(s.companyId) })
    ).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${created.id}`,
      headers: s.hr.headers,
      payload: form(s.companyId, { controlNumber: created.controlNumber, tin: squatter.tin }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tin: squatter.tin, hasAccount: false });
    await expectOutsider(squatter, s.companyId);
  });

  it('HR importing a new row, or re-RFCing an existing one, with that RFC attaches no account', async () => {
    const squatter = await stranger();
    const existing = await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'RF-OLD' });
    const res = await importRows(s.companyId, s.hr.headers, [
      line('RF-NEW', squatter.tin),
      line('RF-OLD', squatter.tin),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.errors).toEqual([]);
    const rows = await t.db
      .select({ id: employees.id, tin: employees.tin, userId: employees.userId })
      .from(employees)
      .where(eq(employees.companyId, s.companyId));
    expect(rows.filter((r) => r.tin === squatter.tin)).toHaveLength(2);
    expect(rows.every((r) => r.userId === null)).toBe(true);
    expect(rows.some((r) => r.id === existing.id)).toBe(true);
    await expectOutsider(squatter, s.companyId);
  });

  it("HR of company B importing the RFC of company A's admin does not bring the admin into B", async () => {
    const a = await createCompany(t.db);
    const admin = await createUser(t.db, { role: 'admin', companyIds: [a.id] });
    await createEmployee(t.db, { companyId: a.id, userId: admin.id, tin: admin.tin });
    const res = await importRows(s.companyId, s.hr.headers, [line('RF-ADM', admin.tin)]);
    expect(res.json().results.success).toEqual([{ row: 2, controlNumber: 'RF-ADM', action: 'created' }]);
    expect(
      (
        await t.db.select({ c: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, admin.id))
      ).map((r) => r.c),
    ).toEqual([a.id]);
    const [record] = await t.db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, s.companyId), eq(employees.controlNumber, 'RF-ADM')));
    expect(record!.userId).toBeNull();
    const session = await loginAs(t.app, admin.tin);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/employees?company_id=${s.companyId}`, headers: session.headers }))
        .statusCode,
    ).toBe(403);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, admin.id))).toEqual([]);
  });
});

describe('granting company access links nothing', () => {
  it('an account with no record in the target company is refused 409, its RFC twin there stays unlinked', async () => {
    const superAdmin = await createUser(t.db, { role: 'super_admin' });
    const headers = (await loginAs(t.app, superAdmin.tin)).headers;
    const other = await createCompany(t.db);
    const person = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    const mine = await createEmployee(t.db, { companyId: s.companyId, userId: person.id, tin: person.tin });
    const twin = await createEmployee(t.db, { companyId: other.id, tin: person.tin });
    const stranger = await createEmployee(t.db, { companyId: other.id, tin: uniqueTin('OTRO') });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/employees/${mine.id}/companies/${other.id}/access?company_id=${s.companyId}`,
      headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'account_not_in_company',
      message: expect.stringContaining('código de activación'),
    });
    expect(res.body).not.toContain(person.tin);
    expect(
      (
        await t.db.select({ c: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, person.id))
      ).map((r) => r.c),
    ).toEqual([s.companyId]);
    const others = await t.db
      .select({ userId: employees.userId })
      .from(employees)
      .where(eq(employees.companyId, other.id));
    expect(others).toEqual([{ userId: null }, { userId: null }]);
    expect([twin.id, stranger.id]).toHaveLength(2);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, person.id))).toEqual([]);
  });
});
