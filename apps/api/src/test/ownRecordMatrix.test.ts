/**
 * The "own loan as staff" column of the authorization matrix (decision 097), on real PostgreSQL:
 * every declared staff action on loans, employees, accounts and treasury (a route whose access is
 * a WRITE permission on one of those resources) is tried by a super admin — who holds every
 * grant and reaches every company — on their own loan or record, and must answer 403
 * own_record_forbidden. A new route of that kind fails here until it is given a case or a reason
 * why it acts on nobody's record in particular.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_HEADERS, type LoanStatus, type RouteDef } from '@abono/domain';
import { insuranceRequests, roles } from '../db/schema';
import { declaredRoutes } from '../lib/declaredRoutes';
import { createEmployee, createLoan, createUser } from './factories';
import { multipartBody } from './multipart';
import { workbookOf } from './spreadsheets';
import { useTestApp } from './testApp';
import {
  borrower,
  companyScenario,
  counterOfferBody,
  insuranceFields,
  insuranceRequest,
  realPdf,
  type Scenario,
} from './testSupport';

const t = useTestApp();
const STAFF_RESOURCES = new Set(['loans', 'employees', 'user_access', 'treasury']);
const CODE = '23456789ABCD';

/** The staff action routes: a WRITE permission on a resource holding people's loans or records. */
const staffActionRoutes = declaredRoutes().filter(
  (r) => r.access.kind === 'permission' && r.access.action === 'WRITE' && STAFF_RESOURCES.has(r.access.resource),
);
const keyOf = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** Routes that act on no one's loan or record in particular, and why. */
const NOT_ON_A_RECORD: Record<string, string> = {
  'GET /api/employees/template': 'the blank import template: no record',
  'POST /api/employees': 'a new record: nothing links it to an account (03 §6), so it is no one’s yet',
  'POST /api/employees/import':
    'a file of many records: a row changing the importer’s own is an error row (ownRecordRefusals.test.ts)',
  'GET /api/treasury/bank-file':
    'the money request takes every approved loan of the company; treasury chooses none, and each deposit is ' +
    'then confirmed one by one, where one’s own is refused',
  'GET /api/treasury/generate': 'the dispersion file of every applied loan: as the money request',
};

interface World {
  s: Scenario;
  me: { id: number; headers: Record<string, string>; employeeId: number };
}
let w: World;

/** A loan of the actor's own employee record, in `status`. */
async function ownLoan(status: LoanStatus, calculationResult: 'pass' | 'review' = 'pass') {
  // One active loan per employee: each case gets a record of its own, all linked to the actor.
  const employee = await createEmployee(t.db, { companyId: w.s.companyId, userId: w.me.id });
  return (
    await createLoan(t.db, {
      companyId: w.s.companyId,
      employeeId: employee.id,
      status,
      calculationResult,
      totalSavings: '5000.00',
    })
  ).id;
}

async function upload(url: string, rows: unknown[][]) {
  const content = await workbookOf(rows);
  const body = multipartBody({ company_id: String(w.s.companyId) }, [
    { field: 'file', filename: 'archivo.xlsx', contentType: 'application/octet-stream', content },
  ]);
  return t.app.inject({ method: 'POST', url, headers: { ...w.me.headers, ...body.headers }, payload: body.payload });
}

type Call = () => Promise<{ statusCode: number; body: string; json: () => unknown }>;
const send = (method: 'PUT' | 'POST' | 'GET' | 'DELETE', url: string, payload?: object): Call => {
  return () => t.app.inject({ method, url, headers: w.me.headers, ...(payload ? { payload } : {}) });
};
const withCompany = () => ({ company_id: w.s.companyId });

/** Each staff action tried on the actor's own loan or record. */
const CASES: Record<string, () => Promise<Call>> = {
  'PUT /api/loans/:id/approve': async () =>
    send('PUT', `/api/loans/${await ownLoan('pending')}/approve`, withCompany()),
  'PUT /api/loans/:id/reject': async () => send('PUT', `/api/loans/${await ownLoan('pending')}/reject`, withCompany()),
  'PUT /api/loans/:id': async () =>
    send('PUT', `/api/loans/${await ownLoan('pending')}`, {
      ...withCompany(),
      loan_amount: '800.00',
      weekly_discount: '100.00',
    }),
  'POST /api/loans/:id/counter-offer': async () =>
    send('POST', `/api/loans/${await ownLoan('pending')}/counter-offer`, counterOfferBody(w.s, '500.00', '100.00')),
  'PUT /api/loans/:id/notify-employee': async () =>
    send('PUT', `/api/loans/${await ownLoan('error')}/notify-employee`, withCompany()),
  'PUT /api/loans/mass-approve': async () =>
    send('PUT', '/api/loans/mass-approve', { ...withCompany(), loanIds: [await ownLoan('pending')] }),
  'PUT /api/loans/mass-reject': async () =>
    send('PUT', '/api/loans/mass-reject', { ...withCompany(), loanIds: [await ownLoan('pending')] }),
  'PUT /api/loans/mass-counter-offer': async () =>
    send('PUT', '/api/loans/mass-counter-offer', { ...withCompany(), loanIds: [await ownLoan('pending', 'review')] }),
  'POST /api/loans/validate-savings': async () => () =>
    upload('/api/loans/validate-savings', [
      ['Número de control', 'Ahorro total'],
      ['OWN-MX', 123456],
    ]),
  'PUT /api/loans/insurance/:id/approve': async () =>
    send('PUT', `/api/loans/insurance/${await ownInsurance()}/approve`, withCompany()),
  'PUT /api/loans/insurance/:id/reject': async () =>
    send('PUT', `/api/loans/insurance/${await ownInsurance()}/reject`, withCompany()),
  'PUT /api/treasury/confirm-loans': async () =>
    send('PUT', '/api/treasury/confirm-loans', { companyId: w.s.companyId, loanIds: [await ownLoan('applied')] }),
  'PUT /api/treasury/report-loans-error': async () =>
    send('PUT', '/api/treasury/report-loans-error', {
      companyId: w.s.companyId,
      loanIds: [await ownLoan('applied')],
      comment: 'Cuenta rechazada',
    }),
  'PUT /api/employees/:id': async () => {
    const [hr] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'super_admin'));
    return send('PUT', `/api/employees/${w.me.employeeId}`, {
      ...withCompany(),
      controlNumber: 'OWN-MX',
      name: 'Nombre Cambiado',
      work_location: 'Planta León',
      role_id: hr!.id,
      accountNumber: '072225001234567891',
      bank: '072',
    });
  },
  'PUT /api/employees/:id/deactivate': async () =>
    send('PUT', `/api/employees/${w.me.employeeId}/deactivate`, withCompany()),
  'PUT /api/employees/:id/deactivate-with-savings': async () =>
    send('PUT', `/api/employees/${w.me.employeeId}/deactivate-with-savings`, {
      ...withCompany(),
      totalSavings: '10.00',
    }),
  'PUT /api/employees/:id/activate': async () =>
    send('PUT', `/api/employees/${w.me.employeeId}/activate`, withCompany()),
  'POST /api/employees/:id/activation-code': async () =>
    send('POST', `/api/employees/${w.me.employeeId}/activation-code`),
  'POST /api/employees/:id/activation-letter': async () =>
    send('POST', `/api/employees/${w.me.employeeId}/activation-letter`, { code: CODE }),
  'POST /api/employees/:id/reset-code': async () =>
    send('POST', `/api/employees/${w.me.employeeId}/reset-code?company_id=${w.s.companyId}`, {}),
  'GET /api/employees/:id/reset-code/letter': async () =>
    send('GET', `/api/employees/${w.me.employeeId}/reset-code/letter?company_id=${w.s.companyId}&code=${CODE}`),
  'PUT /api/employees/:id/revoke-access': async () =>
    send('PUT', `/api/employees/${w.me.employeeId}/revoke-access`, withCompany()),
  'PUT /api/employees/:id/grant-access': async () =>
    send('PUT', `/api/employees/${w.me.employeeId}/grant-access`, withCompany()),
  'POST /api/employees/:id/unlink-account': async () =>
    send('POST', `/api/employees/${w.me.employeeId}/unlink-account`, withCompany()),
  'POST /api/employees/:id/companies/:companyId/access': async () =>
    send('POST', `/api/employees/${w.me.employeeId}/companies/${w.s.companyId}/access?company_id=${w.s.companyId}`),
  'DELETE /api/employees/:id/companies/:companyId/access': async () =>
    send('DELETE', `/api/employees/${w.me.employeeId}/companies/${w.s.companyId}/access?company_id=${w.s.companyId}`),
};

/** An insurance request the actor applied for (its applicant is the actor). */
async function ownInsurance(): Promise<number> {
  const applicant = await borrower(t, w.s.companyId);
  const res = await insuranceRequest(t, applicant.headers, insuranceFields(w.s), { content: await realPdf() });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: number }>().id;
  await t.db.update(insuranceRequests).set({ userId: w.me.id }).where(eq(insuranceRequests.id, id));
  return id;
}

beforeAll(async () => {
  const s = await companyScenario(t);
  const me = await createUser(t.db, { role: 'super_admin', companyIds: [s.companyId] });
  const record = await createEmployee(t.db, { companyId: s.companyId, controlNumber: 'OWN-MX', userId: me.id });
  w = { s, me: { id: me.id, headers: (await t.loginAs(me.tin)).headers, employeeId: record.id } };
});

describe('own loan or record as staff: every staff action route refuses it', () => {
  it('the registry’s staff action routes each have a case or a reason', () => {
    expect(staffActionRoutes.length).toBeGreaterThan(20);
    const unaccounted = staffActionRoutes.map(keyOf).filter((k) => !(k in CASES) && !(k in NOT_ON_A_RECORD));
    expect(unaccounted).toEqual([]);
    // No stale entries: every case names a route that exists with that access.
    const declared = new Set(staffActionRoutes.map(keyOf));
    expect([...Object.keys(CASES), ...Object.keys(NOT_ON_A_RECORD)].filter((k) => !declared.has(k))).toEqual([]);
  });

  for (const route of staffActionRoutes.filter((r) => keyOf(r) in CASES)) {
    it(`${keyOf(route)}: 403 own_record_forbidden`, async () => {
      const call = await CASES[keyOf(route)]!();
      const res = await call();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ error: 'own_record_forbidden' });
      expect(route.errors, 'the declaration lists the refusal').toContain('own_record_forbidden');
    });
  }

  it('the import is the one file of records: its own row is refused as a row', async () => {
    const headers = Object.values(EMPLOYEE_IMPORT_HEADERS);
    const row = (Object.keys(EMPLOYEE_IMPORT_HEADERS) as (keyof typeof EMPLOYEE_IMPORT_HEADERS)[]).map(
      (k) => ({ controlNumber: 'OWN-MX', name: 'Me Cambio', workLocation: 'Planta León' })[k as string] ?? '',
    );
    const res = await upload('/api/employees/import', [headers, row]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ results: { errors: unknown[] } }>().results.errors).toEqual([
      expect.objectContaining({ controlNumber: 'OWN-MX' }),
    ]);
  });
});
