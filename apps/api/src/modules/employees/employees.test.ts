/**
 * Employee records (02-back-office.md §2 "Employees list", decision 038) on real PostgreSQL:
 * the employees list (paging, sort, search, status filter,
 * roles, access and pending codes), one employee, create and edit (the CLABE rule, unique
 * control numbers under concurrency, no linking by RFC, the role privilege rule, status rules),
 * and every route attacked with another company's ids, a user without the permission, NUL
 * bytes and 1 MB strings.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, notifications, roles, userCompanies, users } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser, grantAccess, uniqueTin } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

interface World {
  companyId: number;
  otherCompanyId: number;
  hr: Record<string, string>;
  /** HR of the other company only. */
  otherHr: Record<string, string>;
  employeeUser: Record<string, string>;
  superAdmin: Record<string, string>;
  hrUserId: number;
  role: Record<string, number>;
}

let w: World;

beforeAll(async () => {
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  const otherHr = await createUser(t.db, { role: 'hr', companyIds: [other.id] });
  const employee = await createUser(t.db, { role: 'employee', companyIds: [company.id] });
  const superAdmin = await createUser(t.db, { role: 'super_admin' });
  const roleRows = await t.db.select({ id: roles.id, name: roles.name }).from(roles);
  w = {
    companyId: company.id,
    otherCompanyId: other.id,
    hr: (await t.loginAs(hr.tin)).headers,
    otherHr: (await t.loginAs(otherHr.tin)).headers,
    employeeUser: (await t.loginAs(employee.tin)).headers,
    superAdmin: (await t.loginAs(superAdmin.tin)).headers,
    hrUserId: hr.id,
    role: Object.fromEntries(roleRows.map((r) => [r.name, r.id])),
  };
});

/** A fresh company that `w.hr` works in (lists start empty). */
async function freshCompany(): Promise<number> {
  const company = await createCompany(t.db);
  await grantAccess(t.db, w.hrUserId, company.id);
  return company.id;
}

function list(query: string, headers = w.hr) {
  return t.app.inject({ method: 'GET', url: `/api/employees?${query}`, headers });
}

function form(companyId: number, overrides: Record<string, unknown> = {}) {
  return {
    controlNumber: `C-${uniqueTin('').slice(-10)}`,
    name: 'Lucía Hernández',
    status: 'hired',
    work_location: 'Planta León',
    tin: '',
    role_id: w.role.employee,
    accountNumber: '072225001234567891',
    bank: '072',
    company_id: companyId,
    ...overrides,
  };
}

function create(payload: unknown, headers = w.hr) {
  return t.app.inject({ method: 'POST', url: '/api/employees', headers, payload: payload as object });
}

function update(id: number | string, payload: unknown, headers = w.hr) {
  return t.app.inject({ method: 'PUT', url: `/api/employees/${id}`, headers, payload: payload as object });
}

async function row(id: number) {
  const [r] = await t.db.select().from(employees).where(eq(employees.id, id));
  return r!;
}

/** Links a record to an account directly (what an activation code does; no route links by RFC). */
async function linkRecord(id: number, userId: number) {
  await t.db.update(employees).set({ userId }).where(eq(employees.id, id));
}

async function companyRows(companyId: number) {
  return t.db.select().from(employees).where(eq(employees.companyId, companyId)).orderBy(employees.id);
}

describe('GET /api/employees', () => {
  it('pages in control-number order by default, with the total', async () => {
    const companyId = await freshCompany();
    for (let n = 15; n >= 1; n--)
      await createEmployee(t.db, {
        companyId,
        controlNumber: `P-${String(n).padStart(3, '0')}`,
        name: `Persona ${n % 4}`,
      });
    const first = await list(`company_id=${companyId}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().total).toBe(15);
    expect(first.json().page_size).toBe(10);
    expect(first.json().rows.map((r: { controlNumber: string }) => r.controlNumber)).toEqual(
      Array.from({ length: 10 }, (_, i) => `P-${String(i + 1).padStart(3, '0')}`),
    );
    const second = (await list(`company_id=${companyId}&page=2`)).json();
    expect(second.rows.map((r: { controlNumber: string }) => r.controlNumber)).toEqual([
      'P-011',
      'P-012',
      'P-013',
      'P-014',
      'P-015',
    ]);
    // Past the end: no rows, the total still comes.
    expect((await list(`company_id=${companyId}&page=9`)).json()).toMatchObject({ total: 15, page: 9, rows: [] });
  });

  it('sorts by any column with ties broken by id, so pages never overlap', async () => {
    const companyId = await freshCompany();
    for (let n = 1; n <= 12; n++)
      await createEmployee(t.db, { companyId, controlNumber: `S-${n}`, name: `Nombre ${n % 3}` });
    const seen: number[] = [];
    for (const page of [1, 2]) {
      const body = (await list(`company_id=${companyId}&sort=name&order=desc&page=${page}&page_size=10`)).json();
      seen.push(...body.rows.map((r: { id: number }) => r.id));
    }
    expect(new Set(seen).size).toBe(12);
    const all = await companyRows(companyId);
    const expected = [...all]
      .sort((a, b) => (a.name === b.name ? a.id - b.id : a.name < b.name ? 1 : -1))
      .map((r) => r.id);
    expect(seen).toEqual(expected);
    for (const sort of ['email', 'phone', 'status', 'role', 'access']) {
      const res = await list(`company_id=${companyId}&sort=${sort}&order=desc`);
      expect(res.statusCode, sort).toBe(200);
      expect(res.json().total).toBe(12);
    }
  });

  it('searches control number, name, e-mail and RFC, case-insensitively, with % and _ literal', async () => {
    const companyId = await freshCompany();
    const a = await createEmployee(t.db, { companyId, controlNumber: 'BUS-001', name: 'Ana Búsqueda' });
    const b = await createEmployee(t.db, { companyId, controlNumber: 'X_2', name: 'Beto', tin: 'BETO800101AB1' });
    const c = await createEmployee(t.db, { companyId, controlNumber: 'X-3', name: 'Carla' });
    await t.db.update(employees).set({ email: 'carla.100%@ejemplo.mx' }).where(eq(employees.id, c.id));
    const ids = async (search: string) =>
      (await list(`company_id=${companyId}&search=${encodeURIComponent(search)}`))
        .json()
        .rows.map((r: { id: number }) => r.id);
    expect(await ids('bus-0')).toEqual([a.id]);
    expect(await ids('búsqueda')).toEqual([a.id]);
    expect(await ids('beto8001')).toEqual([b.id]);
    expect(await ids('100%@')).toEqual([c.id]);
    expect(await ids('%')).toEqual([c.id]);
    expect(await ids('_')).toEqual([b.id]);
    expect(await ids('nadie')).toEqual([]);
  });

  it('filters by status', async () => {
    const companyId = await freshCompany();
    const hired = await createEmployee(t.db, { companyId, controlNumber: 'F-1' });
    const fired = await createEmployee(t.db, { companyId, controlNumber: 'F-2' });
    await t.db.update(employees).set({ status: 'fired' }).where(eq(employees.id, fired.id));
    expect((await list(`company_id=${companyId}&status=fired`)).json()).toMatchObject({
      total: 1,
      rows: [{ id: fired.id, status: 'fired' }],
    });
    expect((await list(`company_id=${companyId}&status=hired`)).json()).toMatchObject({
      total: 1,
      rows: [{ id: hired.id }],
    });
    expect((await list(`company_id=${companyId}&status=despedido`)).statusCode).toBe(400);
  });

  // The role is the user's, else the record's, else employee.
  it('shows the role, the account, its access and a pending code', async () => {
    const companyId = await freshCompany();
    const treasurer = await createUser(t.db, { role: 'treasury', isActive: false });
    const linked = await createEmployee(t.db, { companyId, controlNumber: 'R-1', userId: treasurer.id });
    await t.db.update(employees).set({ roleId: w.role.hr }).where(eq(employees.id, linked.id));
    const withRole = await createEmployee(t.db, { companyId, controlNumber: 'R-2' });
    await t.db.update(employees).set({ roleId: w.role.hr }).where(eq(employees.id, withRole.id));
    const plain = await createEmployee(t.db, { companyId, controlNumber: 'R-3', tin: uniqueTin('COD') });
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/employees/${plain.id}/activation-code`,
      headers: w.hr,
    });
    expect(issued.statusCode).toBe(201);
    const rows = (await list(`company_id=${companyId}`)).json().rows;
    expect(rows[0]).toMatchObject({
      id: linked.id,
      role: { id: w.role.treasury, name: 'treasury' },
      hasAccount: true,
      accessActive: false,
      activationCodeExpiresAt: null,
    });
    expect(rows[1]).toMatchObject({
      id: withRole.id,
      role: { id: w.role.hr, name: 'hr' },
      hasAccount: false,
      accessActive: false,
    });
    expect(rows[2]).toMatchObject({
      id: plain.id,
      role: { id: w.role.employee, name: 'employee' },
      activationCodeExpiresAt: issued.json().expiresAt,
    });
    // Fifteen days later the code has expired: no longer pending.
    t.clock.set(new Date(Date.now() + 15 * 86_400_000));
    try {
      expect((await list(`company_id=${companyId}`)).json().rows[2].activationCodeExpiresAt).toBeNull();
    } finally {
      t.clock.set(null);
    }
  });

  it('is scoped: another company answers 403 and its rows never show; no permission is 403', async () => {
    await createEmployee(t.db, { companyId: w.otherCompanyId, controlNumber: 'AJENO-1' });
    expect((await list(`company_id=${w.otherCompanyId}`)).json()).toMatchObject({ error: 'company_forbidden' });
    expect((await list(`company_id=${w.otherCompanyId}`)).statusCode).toBe(403);
    const own = (await list(`company_id=${w.companyId}&search=AJENO`)).json();
    expect(own.rows).toEqual([]);
    expect((await list(`company_id=${w.companyId}`, w.employeeUser)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/employees?company_id=${w.companyId}` })).statusCode).toBe(
      401,
    );
  });

  it('refuses bad parameters with 400, never 500', async () => {
    for (const query of [
      `company_id=${w.companyId}&search=${encodeURIComponent('a\u0000b')}`,
      `company_id=${w.companyId}&search=${'x'.repeat(1_000_000)}`,
      `company_id=${w.companyId}&page_size=7`,
      `company_id=${w.companyId}&page=0`,
      `company_id=${w.companyId}&sort=salary`,
      `company_id=${w.companyId}&order=up`,
      'company_id=abc',
      '',
    ]) {
      const res = await list(query);
      expect(res.statusCode, query.slice(0, 60)).toBe(400);
      expect(res.json().error).toBe('validation_error');
    }
  });
});

describe('GET /api/employees/roles', () => {
  // The super admin sees all.
  it('offers the roles the caller may give: HR never sees admin, super_admin or treasury', async () => {
    const names = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/employees/roles?company_id=${w.companyId}`, headers });
      expect(res.statusCode).toBe(200);
      return (res.json() as { rows: { id: number; name: string }[] }).rows.map((r) => r.name);
    };
    const hrNames = await names(w.hr);
    expect(hrNames).toEqual(expect.arrayContaining(['employee', 'hr']));
    for (const name of ['admin', 'super_admin', 'treasury']) expect(hrNames).not.toContain(name);
    expect(await names(w.superAdmin)).toEqual(
      expect.arrayContaining(['admin', 'employee', 'hr', 'super_admin', 'treasury']),
    );
  });

  it('is scoped like the list: another company 403, no permission 403, no company 400', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/employees/roles?company_id=${w.otherCompanyId}`, headers: w.hr }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/employees/roles?company_id=${w.companyId}`,
          headers: w.employeeUser,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/employees/roles', headers: w.hr })).statusCode).toBe(400);
  });
});

describe('GET /api/employees/{id}', () => {
  it('answers the employee of the selected company, with its detail', async () => {
    const { id } = await createEmployee(t.db, { companyId: w.companyId, tin: 'DETA800101AB1' });
    await t.db
      .update(employees)
      .set({ accountNumber: '1234567890', bank: '021', totalSavings: '1500.50' })
      .where(eq(employees.id, id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/employees/${id}?company_id=${w.companyId}`,
      headers: w.hr,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      companyId: w.companyId,
      workLocation: 'Planta León',
      tin: 'DETA800101AB1',
      accountNumber: '1234567890',
      bank: '021',
      totalSavings: '1500.50',
      deactivatedAt: null,
      status: 'hired',
      role: { name: 'employee' },
    });
  });

  it("another company's employee is 404 in my company and 403 in theirs; bad ids are 400", async () => {
    const foreign = await createEmployee(t.db, { companyId: w.otherCompanyId });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: w.hr });
    expect((await get(`/api/employees/${foreign.id}?company_id=${w.companyId}`)).statusCode).toBe(404);
    expect((await get(`/api/employees/${foreign.id}?company_id=${w.otherCompanyId}`)).statusCode).toBe(403);
    expect((await get(`/api/employees/999999999?company_id=${w.companyId}`)).statusCode).toBe(404);
    expect((await get(`/api/employees/abc?company_id=${w.companyId}`)).statusCode).toBe(400);
    expect((await get(`/api/employees/1`)).statusCode).toBe(400);
  });
});

describe('POST /api/employees', () => {
  it('creates an employee (201) with the detail; status defaults to hired, the RFC upper-cased', async () => {
    const payload = form(w.companyId, { status: undefined, tin: 'nuev800101ab1', role_id: String(w.role.hr) });
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      controlNumber: payload.controlNumber,
      status: 'hired',
      tin: 'NUEV800101AB1',
      role: { id: w.role.hr, name: 'hr' },
      hasAccount: false,
      accessActive: false,
      totalSavings: '0.00',
      companyId: w.companyId,
      email: null,
      phone: null,
    });
    const stored = await row(body.id);
    expect(stored).toMatchObject({
      companyId: w.companyId,
      roleId: w.role.hr,
      accountNumber: '072225001234567891',
      bank: '072',
      userId: null,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, body.id)));
    expect(audit).toMatchObject({ action: 'create', companyId: w.companyId, toStatus: 'hired' });
    expect(JSON.stringify(audit!.changes)).not.toContain('072225001234567891');
  });

  it.each([
    ['a valid CLABE of the bank', '072225001234567891', '072', null],
    ['a CLABE whose check digit does not match', '072225001234567890', '072', 'employees.error.clabe_check_digit'],
    ['a CLABE of another bank', '072225001234567891', '021', 'employees.error.clabe_bank_mismatch'],
    ['a CLABE of a third bank', '012180001234567899', '072', 'employees.error.clabe_bank_mismatch'],
    ['a 10-digit HSBC account', '1234567890', '021', null],
    ['11 digits', '12345678901', '072', 'employees.error.account_length'],
    ['letters', '07222500123456789X', '072', 'employees.error.account_digits'],
  ])('account number: %s', async (_name, accountNumber, bank, problem) => {
    const res = await create(form(w.companyId, { accountNumber, bank }));
    if (problem === null) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ accountNumber, bank });
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error', fields: { accountNumber: problem } });
    }
  });

  it('a repeated control number in the company is 409 naming the field; another company may use it', async () => {
    const payload = form(w.companyId);
    expect((await create(payload)).statusCode).toBe(201);
    const again = await create({ ...payload, name: 'Otra persona' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'duplicate_control_number',
      message: 'Ya existe un empleado con ese número de control en esta empresa.',
      fields: { controlNumber: 'errors.duplicate_control_number' },
    });
    const elsewhere = await create({ ...payload, company_id: w.otherCompanyId }, w.otherHr);
    expect(elsewhere.statusCode).toBe(201);
  });

  it('20 identical creates at once: exactly one 201, the rest 409, one row', async () => {
    const companyId = await freshCompany();
    const payload = form(companyId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(payload)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().error).toBe('duplicate_control_number');
    expect(await companyRows(companyId)).toHaveLength(1);
  });

  // The answer says nothing of the RFC.
  it('an RFC of a registered user links nothing (03 §6): no account, no company, no notice', async () => {
    const companyId = await freshCompany();
    const person = await createUser(t.db, { role: 'employee' });
    const res = await create(form(companyId, { tin: person.tin.toLowerCase() }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ hasAccount: false, accessActive: false });
    expect((await row(res.json().id)).userId).toBeNull();
    expect(
      await t.db
        .select()
        .from(userCompanies)
        .where(and(eq(userCompanies.userId, person.id), eq(userCompanies.companyId, companyId))),
    ).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, person.id))).toEqual([]);
    // Same answer shape as for an RFC nobody has: the body never tells the two apart.
    const nobody = await create(form(companyId, { tin: uniqueTin('NADIE') }));
    expect(Object.keys(nobody.json()).sort()).toEqual(Object.keys(res.json()).sort());
  });

  it('an RFC nobody registered links nothing', async () => {
    const res = await create(form(w.companyId, { tin: uniqueTin('NADIE') }));
    expect(res.statusCode).toBe(201);
    expect(res.json().hasAccount).toBe(false);
  });

  it('roles: HR may give employee or hr, never admin or super_admin; a missing role is 400', async () => {
    for (const name of ['admin', 'super_admin', 'treasury']) {
      const res = await create(form(w.companyId, { role_id: w.role[name] }));
      expect(res.statusCode, name).toBe(403);
      expect(res.json().error).toBe('role_not_assignable');
    }
    expect((await create(form(w.companyId, { role_id: w.role.hr }))).statusCode).toBe(201);
    const missing = await create(form(w.companyId, { role_id: 999999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ role_id: 'errors.invalid_value' });
    expect((await create(form(w.companyId, { role_id: w.role.super_admin }), w.superAdmin)).statusCode).toBe(201);
  });

  it('another company, no permission, NUL bytes and 1 MB strings are refused and nothing is created', async () => {
    const companyId = await freshCompany();
    const otherBefore = (await companyRows(w.otherCompanyId)).length;
    const attempts: [unknown, Record<string, string>, number][] = [
      [form(w.otherCompanyId), w.hr, 403],
      [form(companyId), w.employeeUser, 403],
      [form(companyId, { name: 'a\u0000b' }), w.hr, 400],
      [form(companyId, { controlNumber: 'C\u0000' }), w.hr, 400],
      [form(companyId, { name: 'x'.repeat(1_000_000) }), w.hr, 400],
      [form(companyId, { work_location: 'y'.repeat(1_000_000) }), w.hr, 400],
      [form(companyId, { tin: 'z'.repeat(1_000_000) }), w.hr, 400],
      [form(companyId, { accountNumber: '1'.repeat(1_000_000) }), w.hr, 400],
      [form(companyId, { controlNumber: '' }), w.hr, 400],
      [form(companyId, { bank: '' }), w.hr, 400],
      [form(companyId, { status: 'terminated' }), w.hr, 400],
      [form(companyId, { company_id: 'x' }), w.hr, 400],
      [['no soy un objeto'], w.hr, 400],
    ];
    for (const [payload, headers, status] of attempts) {
      const res = await create(payload, headers);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
    }
    expect(await companyRows(companyId)).toEqual([]);
    expect(await companyRows(w.otherCompanyId)).toHaveLength(otherBefore);
  });
});

describe('PUT /api/employees/{id}', () => {
  async function created(overrides: Record<string, unknown> = {}, companyId = w.companyId) {
    const res = await create(form(companyId, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; controlNumber: string };
  }

  it('edits the record, e-mail and phone included, and audits the change', async () => {
    const { id, controlNumber } = await created();
    const res = await update(
      id,
      form(w.companyId, {
        controlNumber,
        name: 'Lucía H. Ruiz',
        email: 'lucia@ejemplo.mx',
        phone: '4771112233',
        accountNumber: '1234567890',
        bank: '021',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Lucía H. Ruiz',
      email: 'lucia@ejemplo.mx',
      phone: '4771112233',
      accountNumber: '1234567890',
      bank: '021',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, id), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.changes).toMatchObject({
      fields: expect.arrayContaining(['name', 'email', 'phone', 'accountNumber', 'bank']),
      account: { from: '…7891', to: '…7890' },
    });
  });

  it('saving the same values changes nothing (updated_at untouched, no audit row)', async () => {
    const { id, controlNumber } = await created();
    const before = await row(id);
    const res = await update(id, form(w.companyId, { controlNumber, email: '', phone: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(id)).toEqual(before);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'update'))),
    ).toEqual([]);
  });

  it('a control number another employee has is 409 on edit too', async () => {
    const first = await created();
    const second = await created();
    const res = await update(second.id, form(w.companyId, { controlNumber: first.controlNumber }));
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ controlNumber: 'errors.duplicate_control_number' });
    expect((await row(second.id)).controlNumber).toBe(second.controlNumber);
  });

  it("another company's employee: 404 with my company, 403 with theirs, nothing changed", async () => {
    const foreign = await createEmployee(t.db, { companyId: w.otherCompanyId });
    const before = await row(foreign.id);
    expect((await update(foreign.id, form(w.companyId, { controlNumber: 'ROBADO' }))).statusCode).toBe(404);
    expect((await update(foreign.id, form(w.otherCompanyId, { controlNumber: 'ROBADO' }))).statusCode).toBe(403);
    expect(
      (await update(foreign.id, form(w.otherCompanyId, { controlNumber: 'ROBADO' }), w.employeeUser)).statusCode,
    ).toBe(403);
    expect(await row(foreign.id)).toEqual(before);
  });

  it('NUL bytes, 1 MB strings and a bad CLABE are 400 and change nothing', async () => {
    const { id, controlNumber } = await created();
    const before = await row(id);
    for (const overrides of [
      { name: 'a\u0000b' },
      { email: 'x\u0000@ejemplo.mx' },
      { phone: 'p'.repeat(1_000_000) },
      { name: 'n'.repeat(1_000_000) },
      { accountNumber: '072225001234567890' },
    ]) {
      const res = await update(id, form(w.companyId, { controlNumber, ...overrides }));
      expect(res.statusCode, Object.keys(overrides)[0]).toBe(400);
    }
    expect((await update('0', form(w.companyId))).statusCode).toBe(400);
    expect(await row(id)).toEqual(before);
  });

  // Terminated stays.
  it('status: hired → fired deactivates (dated, savings 0); back to hired clears the date', async () => {
    const { id, controlNumber } = await created();
    await t.db.update(employees).set({ totalSavings: '300.00' }).where(eq(employees.id, id));
    const fired = await update(id, form(w.companyId, { controlNumber, status: 'fired' }));
    expect(fired.statusCode, fired.body).toBe(200);
    expect(fired.json()).toMatchObject({ status: 'fired', totalSavings: '0.00', deactivatedAt: expect.any(String) });
    const rehired = await update(id, form(w.companyId, { controlNumber, status: 'hired' }));
    expect(rehired.json()).toMatchObject({ status: 'hired', deactivatedAt: null });
    // Leaving status out keeps it.
    await update(id, form(w.companyId, { controlNumber, status: 'fired' }));
    expect(
      (await update(id, form(w.companyId, { controlNumber, status: undefined, name: 'Sin estatus' }))).json(),
    ).toMatchObject({ status: 'fired', name: 'Sin estatus' });

    await t.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, id));
    const edited = await update(id, form(w.companyId, { controlNumber, status: 'hired', name: 'Finiquitada' }));
    expect(edited.json()).toMatchObject({ status: 'terminated', name: 'Finiquitada' });
  });

  // The deactivation with savings is the path for them.
  it('hired → fired is refused while the employee has confirmed loans', async () => {
    const { id, controlNumber } = await created();
    await createLoan(t.db, { companyId: w.companyId, employeeId: id, status: 'confirmed' });
    const res = await update(id, form(w.companyId, { controlNumber, status: 'fired' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('employee_has_confirmed_loans');
    expect((await row(id)).status).toBe('hired');
  });

  it("a role change of a linked user changes their account's role, within the rules", async () => {
    const person = await createUser(t.db, { role: 'employee', companyIds: [w.companyId] });
    const { id, controlNumber } = await created({ tin: person.tin });
    // Linked as an activation code links (creating with the RFC links nothing: 03 §6).
    await linkRecord(id, person.id);
    const roleOf = async (userId: number) =>
      (await t.db.select({ r: users.roleId }).from(users).where(eq(users.id, userId)))[0]!.r;

    const promoted = await update(id, form(w.companyId, { controlNumber, tin: person.tin, role_id: w.role.hr }));
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().role).toEqual({ id: w.role.hr, name: 'hr' });
    expect(await roleOf(person.id)).toBe(w.role.hr);

    // HR cannot give admin.
    const admin = await update(id, form(w.companyId, { controlNumber, tin: person.tin, role_id: w.role.admin }));
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error).toBe('role_not_assignable');
    expect(await roleOf(person.id)).toBe(w.role.hr);

    // Once the person also works where this HR does not, their account-wide role is out of reach.
    await grantAccess(t.db, person.id, w.otherCompanyId);
    const beyond = await update(id, form(w.companyId, { controlNumber, tin: person.tin, role_id: w.role.employee }));
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toMatchObject({ error: 'account_beyond_reach', message: expect.stringContaining('rol') });
    expect(await roleOf(person.id)).toBe(w.role.hr);
    // The super admin reaches every company.
    expect(
      (await update(id, form(w.companyId, { controlNumber, tin: person.tin, role_id: w.role.employee }), w.superAdmin))
        .statusCode,
    ).toBe(200);
    expect(await roleOf(person.id)).toBe(w.role.employee);
  });

  it('HR cannot demote an admin, nor change their own role; other fields of those records stay editable', async () => {
    const admin = await createUser(t.db, { role: 'admin', companyIds: [w.companyId] });
    const { id, controlNumber } = await created({ tin: admin.tin });
    await linkRecord(id, admin.id);
    const demote = await update(id, form(w.companyId, { controlNumber, tin: admin.tin, role_id: w.role.employee }));
    expect(demote.statusCode).toBe(403);
    expect(demote.json().error).toBe('role_not_assignable');
    const rename = await update(
      id,
      form(w.companyId, { controlNumber, tin: admin.tin, role_id: w.role.admin, name: 'Admin Renombrado' }),
    );
    expect(rename.statusCode, rename.body).toBe(200);

    const [hrUser] = await t.db.select({ tin: users.tin }).from(users).where(eq(users.id, w.hrUserId));
    const own = await created({ tin: hrUser!.tin });
    await linkRecord(own.id, w.hrUserId);
    const self = await update(
      own.id,
      form(w.companyId, { controlNumber: own.controlNumber, tin: hrUser!.tin, role_id: w.role.employee }),
    );
    // Nobody edits their own record, role included (decision 097).
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toBe('own_record_forbidden');
  });

  it('adding the RFC of a registered user to an unlinked record links nothing (03 §6)', async () => {
    const companyId = await freshCompany();
    const person = await createUser(t.db, { role: 'employee' });
    const { id, controlNumber } = await created({}, companyId);
    const res = await update(id, form(companyId, { controlNumber, tin: person.tin }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ hasAccount: false });
    expect((await row(id)).userId).toBeNull();
    expect(await t.db.select().from(userCompanies).where(eq(userCompanies.userId, person.id))).toEqual([]);
  });
});
