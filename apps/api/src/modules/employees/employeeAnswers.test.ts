/**
 * Creating and editing an employee answer the record as written (the detail GET
 * /employees/{id} then reads, field for field), without asking the policy about it again: the
 * create's access is the guard's, the edit's the one decision on the locked record.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { roles } from '../../db/schema';
import { requireAccess } from '../../core/policy/requireAccess';
import { createCompany, createEmployee, createUser, uniqueTin } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

vi.mock('../../core/policy/requireAccess', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../core/policy/requireAccess')>();
  return { ...original, requireAccess: vi.fn(original.requireAccess) };
});

const t = useTestApp();
let companyId: number;
let hr: Record<string, string>;
let role: Record<string, number>;

beforeAll(async () => {
  companyId = (await createCompany(t.db)).id;
  const user = await createUser(t.db, { role: 'hr', companyIds: [companyId] });
  hr = (await t.loginAs(user.tin)).headers;
  const rows = await t.db.select({ id: roles.id, name: roles.name }).from(roles);
  role = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});

function form(overrides: Record<string, unknown> = {}) {
  return {
    controlNumber: `A-${uniqueTin('').slice(-10)}`,
    name: 'Lucía Hernández',
    status: 'hired',
    work_location: 'Planta León',
    tin: '',
    role_id: role.employee,
    accountNumber: '072225001234567891',
    bank: '072',
    company_id: companyId,
    ...overrides,
  };
}

const detail = (id: number) =>
  t.app.inject({ method: 'GET', url: `/api/employees/${id}?company_id=${companyId}`, headers: hr });

/** The actions the policy was asked about during `run`. */
async function decisionsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.mocked(requireAccess);
  spy.mockClear();
  await run();
  return spy.mock.calls.map((call) => call[2]);
}

describe('an employee write answers what it wrote', () => {
  it('create: the answer is the detail a GET then reads; the policy is not asked to answer it', async () => {
    let res!: Awaited<ReturnType<typeof t.app.inject>>;
    const decisions = await decisionsDuring(async () => {
      res = await t.app.inject({ method: 'POST', url: '/api/employees', headers: hr, payload: form() });
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual((await detail(res.json().id)).json());
    expect(decisions).toEqual([]);
  });

  // One access decision, on the record.
  it('edit of a record linked to an account: the answer is the detail a GET then reads', async () => {
    const account = await createUser(t.db, { role: 'employee', companyIds: [companyId] });
    const record = await createEmployee(t.db, { companyId, userId: account.id });
    let res!: Awaited<ReturnType<typeof t.app.inject>>;
    const payload = form({ name: 'Lucía Hernández Ruiz', email: 'lucia@example.com', phone: '4771234567' });
    const decisions = await decisionsDuring(async () => {
      res = await t.app.inject({ method: 'PUT', url: `/api/employees/${record.id}`, headers: hr, payload });
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await detail(record.id)).json();
    expect(res.json()).toEqual(read);
    expect(read).toMatchObject({ name: 'Lucía Hernández Ruiz', hasAccount: true, accessActive: true });
    expect(decisions).toEqual(['employee.manage']);

    // An edit that changes nothing answers the record too.
    const again = await t.app.inject({ method: 'PUT', url: `/api/employees/${record.id}`, headers: hr, payload });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(read);
  });

  it('another company’s record is still not found', async () => {
    const other = await createCompany(t.db);
    const foreign = await createEmployee(t.db, { companyId: other.id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/${foreign.id}`,
      headers: hr,
      payload: form(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});
