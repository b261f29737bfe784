/**
 * Segregation of duties (decision 097) on real PostgreSQL: nobody acts as staff on their own loan
 * or record. HR on a loan whose employee is linked to their account (or that they applied for),
 * bulk actions holding one, treasury on their own deposit, HR on their own employee record,
 * access and savings; another staff member on the same object stays allowed, and a super admin
 * is refused like anyone.
 */
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_HEADERS, type CalculationResult, type LoanStatus } from '@abono/domain';
import { auditLog, employees, loans, roles } from '../db/schema';
import { createCompany, createEmployee, createLoan, createUser, grantAccess, type TestUser } from './factories';
import { multipartBody } from './multipart';
import { workbookOf } from './spreadsheets';
import { useTestApp } from './testApp';
import { companyScenario, counterOfferBody, type Scenario } from './testSupport';

const t = useTestApp();
let s: Scenario;
/** The HR member who is also a borrower, and a colleague. */
let hr: { user: TestUser; headers: Record<string, string>; employeeId: number };
let otherHr: Record<string, string>;
let treasurer: { user: TestUser; headers: Record<string, string>; employeeId: number };
let otherTreasurer: Record<string, string>;
let superAdmin: { user: TestUser; headers: Record<string, string>; employeeId: number };

const OWN = { error: 'own_record_forbidden' };

beforeAll(async () => {
  s = await companyScenario(t);
  const staff = async (role: 'hr' | 'treasury' | 'super_admin', controlNumber: string) => {
    const user = await createUser(t.db, { role, companyIds: [s.companyId] });
    const employee = await createEmployee(t.db, { companyId: s.companyId, controlNumber, userId: user.id });
    return { user, headers: (await t.loginAs(user.tin)).headers, employeeId: employee.id };
  };
  hr = await staff('hr', 'OWN-HR');
  treasurer = await staff('treasury', 'OWN-TS');
  superAdmin = await staff('super_admin', 'OWN-SA');
  otherHr = s.hr.headers;
  const colleague = await createUser(t.db, { role: 'treasury', companyIds: [s.companyId] });
  otherTreasurer = (await t.loginAs(colleague.tin)).headers;
});

/** A loan of `employeeId` (a fresh employee's when absent). */
async function loanOf(
  employeeId: number | undefined,
  status: LoanStatus = 'pending',
  calculationResult: CalculationResult = 'pass',
) {
  await t.db
    .update(loans)
    .set({ isActive: false })
    .where(eq(loans.employeeId, employeeId ?? -1));
  return (
    await createLoan(t.db, {
      companyId: s.companyId,
      employeeId,
      status,
      calculationResult,
      totalSavings: '5000.00',
    })
  ).id;
}
const statusOf = async (id: number) => (await t.db.select().from(loans).where(eq(loans.id, id)))[0]!.status;
const auditsOf = (ids: number[]) => t.db.select().from(auditLog).where(inArray(auditLog.entityId, ids));
const put = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });

/** HR's single actions, each from the status it moves. */
const HR_ACTIONS: Array<[string, LoanStatus, (id: number, h: Record<string, string>) => ReturnType<typeof put>]> = [
  ['approve', 'pending', (id, h) => put(`/api/loans/${id}/approve`, h, { company_id: s.companyId })],
  ['reject', 'pending', (id, h) => put(`/api/loans/${id}/reject`, h, { company_id: s.companyId })],
  [
    'edit',
    'pending',
    (id, h) =>
      put(`/api/loans/${id}`, h, { company_id: s.companyId, loan_amount: '800.00', weekly_discount: '100.00' }),
  ],
  ['notify-employee', 'error', (id, h) => put(`/api/loans/${id}/notify-employee`, h, { company_id: s.companyId })],
];

describe('HR on their own loan', () => {
  for (const [name, from, act] of HR_ACTIONS) {
    it(`${name}: 403 own_record_forbidden, nothing written; another HR may`, async () => {
      const id = await loanOf(hr.employeeId, from);
      const res = await act(id, hr.headers);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({
        ...OWN,
        message: 'No puedes hacer esta acción sobre tu propio préstamo o registro: pídesela a otra persona del equipo.',
      });
      expect(await statusOf(id)).toBe(from);
      expect(await auditsOf([id])).toEqual([]);
      const colleague = await act(id, otherHr);
      expect(colleague.statusCode, colleague.body).toBe(200);
      expect((await auditsOf([id])).map((a) => a.actorUserId)).toEqual([s.hr.id]);
    });
  }

  it('counter offer: refused on one’s own loan', async () => {
    const id = await loanOf(hr.employeeId);
    const res = await post(`/api/loans/${id}/counter-offer`, hr.headers, counterOfferBody(s, '500.00', '100.00'));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject(OWN);
    const colleague = await post(`/api/loans/${id}/counter-offer`, otherHr, counterOfferBody(s, '500.00', '100.00'));
    expect(colleague.statusCode, colleague.body).toBe(200);
  });

  it('a loan the HR member applied for counts too, through loans.user_id alone', async () => {
    const id = await loanOf(undefined);
    await t.db.update(loans).set({ userId: hr.user.id }).where(eq(loans.id, id));
    expect((await put(`/api/loans/${id}/approve`, hr.headers, { company_id: s.companyId })).json()).toMatchObject(OWN);
    expect(await statusOf(id)).toBe('pending');
  });

  it('a super admin is refused on their own loan as well', async () => {
    const id = await loanOf(superAdmin.employeeId);
    const res = await put(`/api/loans/${id}/approve`, superAdmin.headers, { company_id: s.companyId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(OWN);
  });

  it('20 identical attempts at once: all refused, nothing written', async () => {
    const id = await loanOf(hr.employeeId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => put(`/api/loans/${id}/approve`, hr.headers, { company_id: s.companyId })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(403));
    expect(await statusOf(id)).toBe('pending');
  });

  it('reading one’s own loan stays allowed', async () => {
    const id = await loanOf(hr.employeeId);
    expect((await t.app.inject({ method: 'GET', url: `/api/loans/${id}`, headers: hr.headers })).statusCode).toBe(200);
  });
});

describe('bulk actions holding one’s own loan refuse the whole batch', () => {
  for (const action of ['mass-approve', 'mass-reject', 'mass-counter-offer'] as const) {
    it(`${action}: 403 naming the own loan, no loan moved; without it the batch passes`, async () => {
      const result = action === 'mass-counter-offer' ? 'review' : 'pass';
      const others = [await loanOf(undefined, 'pending', result), await loanOf(undefined, 'pending', result)];
      const own = await loanOf(hr.employeeId, 'pending', result);
      const res = await put(`/api/loans/${action}`, hr.headers, {
        company_id: s.companyId,
        loanIds: [others[0], own, others[1]],
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ ...OWN, details: { loan_ids: [own] } });
      expect(res.json().message).toContain(`#${own}`);
      expect(await Promise.all([...others, own].map(statusOf))).toEqual(['pending', 'pending', 'pending']);
      expect(await auditsOf([...others, own])).toEqual([]);
      const rest = await put(`/api/loans/${action}`, hr.headers, { company_id: s.companyId, loanIds: others });
      expect(rest.statusCode, rest.body).toBe(200);
    });
  }
});

describe('treasury on their own deposit', () => {
  for (const [route, payload] of [
    ['confirm-loans', {}],
    ['report-loans-error', { comment: 'Cuenta rechazada' }],
  ] as const) {
    it(`${route}: 403 on a batch holding their own loan; another treasurer may`, async () => {
      const own = await loanOf(treasurer.employeeId, 'applied');
      const other = await loanOf(undefined, 'applied');
      const body = { ...payload, companyId: s.companyId, loanIds: [other, own] };
      const res = await put(`/api/treasury/${route}`, treasurer.headers, body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ ...OWN, details: { loan_ids: [own] } });
      expect([await statusOf(own), await statusOf(other)]).toEqual(['applied', 'applied']);
      const colleague = await put(`/api/treasury/${route}`, otherTreasurer, body);
      expect(colleague.statusCode, colleague.body).toBe(200);
    });
  }
});

describe('the screens learn which loans are the reader’s own', () => {
  it('the loan detail says isOwn to its staff reader, whatever their grants; not to a colleague', async () => {
    const id = await loanOf(hr.employeeId);
    const mine = await t.app.inject({ method: 'GET', url: `/api/loans/${id}`, headers: hr.headers });
    expect(mine.json()).toMatchObject({ isOwn: true });
    const theirs = await t.app.inject({ method: 'GET', url: `/api/loans/${id}`, headers: otherHr });
    expect(theirs.json()).toMatchObject({ isOwn: false });
  });

  it('an employee record names its linked account, so the drawer can tell one’s own', async () => {
    const url = `/api/employees/${hr.employeeId}?company_id=${s.companyId}`;
    const res = await t.app.inject({ method: 'GET', url, headers: otherHr });
    expect(res.json()).toMatchObject({ id: hr.employeeId, userId: hr.user.id, hasAccount: true });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/employees?company_id=${s.companyId}`,
      headers: otherHr,
    });
    const rows = list.json<{ rows: { id: number; userId: number | null }[] }>().rows;
    expect(rows.find((r) => r.id === hr.employeeId)?.userId).toBe(hr.user.id);
  });

  it('the credits list marks the reader’s own loans on its page', async () => {
    const own = await loanOf(hr.employeeId);
    const url = `/api/loans?company_id=${s.companyId}&page_size=100`;
    const rowsOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url, headers })).json<{ rows: { id: number; isOwn: boolean }[] }>().rows;
    const mine = await rowsOf(hr.headers);
    expect(mine.find((r) => r.id === own)?.isOwn).toBe(true);
    expect((await rowsOf(otherHr)).some((r) => r.isOwn)).toBe(false);
  });

  it('treasury’s pending list marks the reader’s own deposit', async () => {
    const own = await loanOf(treasurer.employeeId, 'applied');
    const other = await loanOf(undefined, 'applied');
    const url = `/api/treasury/loans?company_id=${s.companyId}`;
    const rowsOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url, headers })).json<{ applied: { id: number; isOwn: boolean }[] }>()
        .applied;
    const mine = await rowsOf(treasurer.headers);
    expect(mine.find((r) => r.id === own)?.isOwn).toBe(true);
    expect(mine.find((r) => r.id === other)?.isOwn).toBe(false);
    expect((await rowsOf(otherTreasurer)).find((r) => r.id === own)?.isOwn).toBe(false);
  });
});

describe('nobody changes their own record, access or savings', () => {
  const employeeRow = async (id: number) => (await t.db.select().from(employees).where(eq(employees.id, id)))[0]!;

  it('HR cannot edit or deactivate their own employee record; another HR may edit it', async () => {
    const [role] = await t.db.select({ roleId: roles.id }).from(roles).where(eq(roles.name, 'hr'));
    const form = {
      controlNumber: 'OWN-HR',
      name: 'Nombre Cambiado',
      work_location: 'Planta León',
      role_id: role!.roleId,
      accountNumber: '072225001234567891',
      bank: '072',
      company_id: s.companyId,
    };
    const edit = await put(`/api/employees/${hr.employeeId}`, hr.headers, form);
    expect(edit.statusCode, edit.body).toBe(403);
    expect(edit.json()).toMatchObject(OWN);
    expect((await employeeRow(hr.employeeId)).name).not.toBe('Nombre Cambiado');
    const deactivate = await put(`/api/employees/${hr.employeeId}/deactivate`, hr.headers, { company_id: s.companyId });
    expect(deactivate.json()).toMatchObject(OWN);
    expect((await employeeRow(hr.employeeId)).status).toBe('hired');
    const colleague = await put(`/api/employees/${hr.employeeId}`, otherHr, form);
    expect(colleague.statusCode, colleague.body).toBe(200);
  });

  it('an access manager cannot revoke or unlink their own account (403, not 409)', async () => {
    const revoke = await put(`/api/employees/${superAdmin.employeeId}/revoke-access`, superAdmin.headers, {
      company_id: s.companyId,
    });
    expect(revoke.statusCode, revoke.body).toBe(403);
    expect(revoke.json()).toMatchObject(OWN);
  });

  function uploadSavings(rows: unknown[][], headers: Record<string, string>) {
    return workbookOf([['Número de control', 'Ahorro total'], ...rows]).then((content) => {
      const body = multipartBody({ company_id: String(s.companyId) }, [
        { field: 'file', filename: 'ahorro.xlsx', contentType: 'application/octet-stream', content },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/loans/validate-savings',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    });
  }

  it('a savings file changing the uploader’s own savings is refused whole; an unchanged row passes', async () => {
    const other = await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'OWN-SV' });
    const before = (await employeeRow(hr.employeeId)).totalSavings;
    const res = await uploadSavings(
      [
        ['OWN-SV', 1200],
        ['OWN-HR', 99999],
      ],
      hr.headers,
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ ...OWN, details: { control_numbers: ['OWN-HR'] } });
    expect(res.json().message).toContain('OWN-HR');
    expect((await employeeRow(other.id)).totalSavings).not.toBe('1200.00');
    expect((await employeeRow(hr.employeeId)).totalSavings).toBe(before);
    // The same payroll export with the own row as stored changes nothing of theirs: it passes.
    const same = await uploadSavings(
      [
        ['OWN-SV', 1200],
        ['OWN-HR', Number(before)],
      ],
      hr.headers,
    );
    expect(same.statusCode, same.body).toBe(200);
    expect((await employeeRow(other.id)).totalSavings).toBe('1200.00');
    // Another HR member uploads the change.
    expect((await uploadSavings([['OWN-HR', 99999]], otherHr)).statusCode).toBe(200);
    expect((await employeeRow(hr.employeeId)).totalSavings).toBe('99999.00');
  });

  it('an employee import reports a row changing the importer’s own record and saves the others', async () => {
    const headers = Object.values(EMPLOYEE_IMPORT_HEADERS);
    const line = (control: string, name: string) =>
      (Object.keys(EMPLOYEE_IMPORT_HEADERS) as (keyof typeof EMPLOYEE_IMPORT_HEADERS)[]).map(
        (k) => ({ controlNumber: control, name, workLocation: 'Planta León' })[k as string] ?? '',
      );
    const before = await employeeRow(hr.employeeId);
    const content = await workbookOf([headers, line('OWN-IM', 'Empleado Nuevo'), line('OWN-HR', 'Me Cambio')]);
    const body = multipartBody({ company_id: String(s.companyId) }, [
      { field: 'file', filename: 'empleados.xlsx', contentType: 'application/octet-stream', content },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employees/import',
      headers: { ...hr.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.success).toEqual([{ row: 2, controlNumber: 'OWN-IM', action: 'created' }]);
    expect(res.json().results.errors).toEqual([
      { row: 3, controlNumber: 'OWN-HR', error: 'No puedes cambiar tu propio registro de empleado' },
    ]);
    expect((await employeeRow(hr.employeeId)).name).toBe(before.name);
  });

  it('another company’s HR still gets 404 on the loan, not 403 (the refusal reveals nothing new)', async () => {
    const elsewhere = await createCompany(t.db);
    const stranger = await createUser(t.db, { role: 'hr', companyIds: [elsewhere.id] });
    await grantAccess(t.db, stranger.id, elsewhere.id);
    const id = await loanOf(hr.employeeId);
    const res = await put(`/api/loans/${id}/approve`, (await t.loginAs(stranger.tin)).headers, {
      company_id: elsewhere.id,
    });
    expect(res.statusCode).toBe(404);
  });
});
