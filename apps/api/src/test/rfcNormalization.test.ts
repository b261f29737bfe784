/**
 * RFCs on real PostgreSQL (03-decisions.md §6, decision 054): one normalisation at every entry
 * point. Look-alikes of a registered RFC (lower case, a zero-width space, full-width letters)
 * are the same RFC: registering one is tin_taken, signing in with one finds the account and
 * counts toward its one lockout, and a right activation code with the RFC typed in lower case
 * links. The employee form and the import refuse what is not an RFC ("hola😀").
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_IMPORT_HEADERS, FINGERPRINT_HEADER } from '@abono/domain';
import { employees, loginAttempts, roles, users } from '../db/schema';
import { TIN_FAILURE_LIMIT } from '../core/auth/loginThrottle';
import { createCompany, createEmployee, createUser, loginAs, uniqueTin } from './factories';
import { multipartBody } from './multipart';
import { workbookOf } from './spreadsheets';
import { useTestApp } from './testApp';

const t = useTestApp();
const PASSWORD = 'Parecida#2026';

let ipSequence = 0;
const nextIp = () => `10.80.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

/** The full-width form of an ASCII RFC (ＳＡＤＭ８００１０１ＡＡ１). */
const fullWidth = (tin: string) => [...tin].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');

const lookAlikes = (tin: string) => [
  tin.toLowerCase(),
  `${tin}\u200B`,
  fullWidth(tin),
  `\uFEFF${tin.slice(0, 4)}\u00AD${tin.slice(4)}`,
  ` ${tin.toLowerCase()}\u2060 `,
];

function register(tin: string, activationCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { [FINGERPRINT_HEADER]: 'f-rfc' },
    payload: {
      tin,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fingerprint: 'f-rfc',
      ...(activationCode ? { activationCode } : {}),
    },
    remoteAddress: nextIp(),
  });
}

function login(tin: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [FINGERPRINT_HEADER]: 'f-rfc' },
    payload: { tin, password, fingerprint: 'f-rfc' },
    remoteAddress: nextIp(),
  });
}

describe('registering and signing in with a look-alike RFC', () => {
  it('each look-alike of a registered RFC is tin_taken: one account', async () => {
    const tin = uniqueTin('LOOK');
    expect((await register(tin)).statusCode).toBe(201);
    for (const variant of lookAlikes(tin)) {
      const res = await register(variant);
      expect(res.statusCode, JSON.stringify(variant)).toBe(409);
      expect(res.json().error).toBe('tin_taken');
    }
    // Typed in any of those forms first, the account's RFC is stored normalized.
    const other = uniqueTin('FULL');
    const first = await register(fullWidth(other.toLowerCase()));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().tin).toBe(other);
    expect((await register(other)).json().error).toBe('tin_taken');
    const stored = await t.db.select({ tin: users.tin }).from(users).where(eq(users.id, first.json().id));
    expect(stored).toEqual([{ tin: other }]);
  });

  it('what is not an RFC is refused with 400 invalid_tin and creates nothing', async () => {
    for (const bad of ['hola😀', 'ABC', 'SADM801301AA1', `SADM800101AA1${'x'.repeat(1_000_000)}`]) {
      const res = await register(bad);
      expect(res.statusCode, bad.slice(0, 20)).toBe(400);
      expect(res.json().fields).toEqual({ tin: 'auth.error.invalid_tin' });
    }
  });

  it('signing in with a look-alike finds the account, and every look-alike counts toward its one lockout', async () => {
    const user = await createUser(t.db, { tin: uniqueTin('SIGN'), password: PASSWORD });
    for (const variant of lookAlikes(user.tin))
      expect((await login(variant)).statusCode, JSON.stringify(variant)).toBe(200);
    const variants = lookAlikes(user.tin);
    for (let i = 0; i < TIN_FAILURE_LIMIT; i++)
      expect((await login(variants[i % variants.length]!, 'Mala#clave1')).statusCode).toBe(401);
    expect((await login(user.tin)).statusCode).toBe(429);
    const failures = await t.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.tin, user.tin), eq(loginAttempts.succeeded, false)));
    expect(failures).toHaveLength(TIN_FAILURE_LIMIT);
  });
});

describe('activation codes with the RFC typed another way', () => {
  async function codeFor(tin: string) {
    const company = await createCompany(t.db);
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const employee = await createEmployee(t.db, { companyId: company.id, tin });
    const session = await loginAs(t.app, hr.tin);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/employees/${employee.id}/activation-code`,
      headers: session.headers,
    });
    expect(issued.statusCode).toBe(201);
    return { companyId: company.id, employeeId: employee.id, code: issued.json().code as string };
  }

  it('a right code with the RFC in lower case links at registration and counts no failure', async () => {
    const tin = uniqueTin('LOWR');
    const { companyId, employeeId, code } = await codeFor(tin);
    const res = await register(tin.toLowerCase(), code);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ tin, companyIds: [companyId] });
    expect(
      (await t.db.select({ userId: employees.userId }).from(employees).where(eq(employees.id, employeeId)))[0]!.userId,
    ).toBe(res.json().id);
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.tin, tin))).toEqual([]);
  });

  it('a right code with the RFC full-width and with a zero-width space links too', async () => {
    for (const variant of [(tin: string) => fullWidth(tin), (tin: string) => `${tin}\u200B`]) {
      const tin = uniqueTin('VARI');
      const { companyId, code } = await codeFor(tin);
      const res = await register(variant(tin), code);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().companyIds).toEqual([companyId]);
    }
  });
});

describe('the employee form and the import follow the RFC rule', () => {
  // Look-alikes are stored normalized.
  it('"hola😀" is refused (400 on the form, a row error in the import)', async () => {
    const company = await createCompany(t.db);
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const headers = (await loginAs(t.app, hr.tin)).headers;
    const [role] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'employee'));
    const form = (tin: string, controlNumber: string) => ({
      controlNumber,
      name: 'Ana Normal',
      status: 'hired',
      work_location: 'León',
      tin,
      role_id: role!.id,
      accountNumber: '',
      bank: '072',
      company_id: company.id,
    });
    const bad = await t.app.inject({ method: 'POST', url: '/api/employees', headers, payload: form('hola😀', 'N-1') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ tin: 'auth.error.invalid_tin' });
    const tin = uniqueTin('FORM');
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/employees',
      headers,
      payload: form(`${fullWidth(tin)}\u200B`, 'N-2'),
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().tin).toBe(tin);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${good.json().id}`,
      headers,
      payload: form('hola😀', 'N-2'),
    });
    expect(edited.statusCode).toBe(400);

    const keys = Object.keys(EMPLOYEE_IMPORT_HEADERS) as (keyof typeof EMPLOYEE_IMPORT_HEADERS)[];
    const row = (control: string, rfc: string) => {
      const values: Partial<Record<(typeof keys)[number], string>> = {
        controlNumber: control,
        name: 'Ana Importada',
        workLocation: 'León',
        tin: rfc,
      };
      return keys.map((k) => values[k] ?? '');
    };
    const content = await workbookOf([
      Object.values(EMPLOYEE_IMPORT_HEADERS),
      row('N-3', 'hola😀'),
      row('N-4', tin.toLowerCase()),
    ]);
    const body = multipartBody({ company_id: String(company.id) }, [
      {
        field: 'file',
        filename: 'e.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content,
      },
    ]);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/employees/import',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(imported.json().results).toEqual({
      success: [{ row: 3, controlNumber: 'N-4', action: 'created' }],
      errors: [{ row: 2, controlNumber: 'N-3', error: 'El RFC no es válido: 12 o 13 caracteres, como PEML800101AB1' }],
    });
    const [n4] = await t.db
      .select({ tin: employees.tin })
      .from(employees)
      .where(and(eq(employees.companyId, company.id), eq(employees.controlNumber, 'N-4')));
    expect(n4!.tin).toBe(tin);
  });
});
