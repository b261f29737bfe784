/**
 * Treasury's lists on real PostgreSQL (spec 02 §3 "Treasury loan", §7): the four groups of
 * loans awaiting the bank, newest first, with the effective amount; the terminated employees,
 * the same list HR reads; who may read them; and the error round trip of 03 §3 through the API
 * (treasury reports, HR notifies the employee, the employee completes the documentation, the
 * loan is back in treasury's list and can be confirmed).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOAN_STATUSES, type CounterOfferDetails, type TreasuryLoans } from '@abono/domain';
import { employees, notifications } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { loanWithUser, treasuryReaders, treasuryScenario, type TreasuryScenario } from './treasuryTestSupport';

const t = useTestApp();
const { put, rowsOf } = treasuryReaders(t);
let s: TreasuryScenario;

beforeAll(async () => {
  s = await treasuryScenario(t);
});

const get = (path: string, companyId: number, headers = s.treasury.headers) =>
  t.app.inject({ method: 'GET', url: `/api/treasury/${path}?company_id=${companyId}`, headers });

const COUNTER: CounterOfferDetails = {
  amount: '800.00',
  weekly_discount: '80.00',
  weeks_needed: 11,
  interest_amount: '8.00',
  total_amount: '808.00',
  final_payment: '0.00',
  final_payment_date: '2027-01-29',
  reason: 'Ajuste al ahorro disponible',
};

describe('GET /api/treasury/loans', () => {
  it('the applied, accepted, approved and error_released loans in their groups, newest first, with the effective figures', async () => {
    const company = await createCompany(t.db);
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    const headers = (await t.loginAs(treasury.tin)).headers;
    const made = new Map<number, { status: string; tin: string; controlNumber: string }>();
    let minute = 0;
    for (const status of LOAN_STATUSES) {
      for (let copy = 0; copy < 2; copy++) {
        minute += 1;
        const m = await loanWithUser(t, company.id, status, {
          createdAt: new Date(Date.UTC(2026, 10, 2, 15, minute)),
          // An accepted counter offer: treasury pays the accepted figures.
          counterOffer: status === 'accepted' && copy === 1 ? COUNTER : null,
        });
        made.set(m.id, { status, tin: m.tin, controlNumber: m.controlNumber });
      }
    }
    // Another company's loan never shows.
    await createLoan(t.db, { companyId: s.companyId, status: 'applied' });

    const res = await get('loans', company.id, headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as TreasuryLoans;
    expect(Object.keys(body).sort()).toEqual(['accepted', 'applied', 'approved', 'error_released']);
    for (const [group, rows] of Object.entries(body)) {
      expect(rows, group).toHaveLength(2);
      for (const row of rows) {
        expect(row.status).toBe(group);
        expect(made.get(row.id)).toMatchObject({
          status: group,
          tin: row.employee_tin,
          controlNumber: row.controlNumber,
        });
        expect(row).toMatchObject({ name: 'María Pérez López', created_at: expect.stringMatching(/Z$/) });
      }
      // Newest first.
      expect(rows[0]!.created_at > rows[1]!.created_at, group).toBe(true);
    }
    const [countered, plain] = body.accepted;
    expect([countered!.amount, countered!.weekly_discount]).toEqual(['800.00', '80.00']);
    expect([plain!.amount, plain!.weekly_discount]).toEqual(['1000.00', '100.00']);
  });

  it('an empty company answers four empty groups', async () => {
    const company = await createCompany(t.db);
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    const res = await get('loans', company.id, (await t.loginAs(treasury.tin)).headers);
    expect(res.json()).toEqual({ applied: [], accepted: [], approved: [], error_released: [] });
  });

  it('HR (no manage_treasury), an employee and treasury of another company get 403', async () => {
    const employee = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    const other = await createCompany(t.db);
    for (const [headers, companyId] of [
      [s.hr.headers, s.companyId],
      [(await t.loginAs(employee.tin)).headers, s.companyId],
      [s.treasury.headers, other.id],
    ] as const) {
      for (const path of ['loans', 'deactivated-employees']) {
        expect((await get(path, companyId, headers)).statusCode, path).toBe(403);
      }
    }
  });
});

describe('GET /api/treasury/deactivated-employees', () => {
  it("is HR's deactivated list: the terminated employees, newest deactivation first", async () => {
    const company = await createCompany(t.db);
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    for (const [day, status] of [
      ['2026-10-01', 'terminated'],
      ['2026-11-01', 'terminated'],
      ['2026-09-01', 'fired'],
      [null, 'hired'],
    ] as const) {
      const { id } = await createEmployee(t.db, { companyId: company.id, name: `Empleado ${day ?? 'activo'}` });
      await t.db
        .update(employees)
        .set({ status, deactivatedAt: day ? new Date(`${day}T18:00:00Z`) : null, totalSavings: '1234.50' })
        .where(eq(employees.id, id));
    }
    const mine = await get('deactivated-employees', company.id, (await t.loginAs(treasury.tin)).headers);
    expect(mine.statusCode).toBe(200);
    const hrs = await t.app.inject({
      method: 'GET',
      url: `/api/employees/deactivated?company_id=${company.id}`,
      headers: (await t.loginAs(hr.tin)).headers,
    });
    expect(mine.json()).toEqual(hrs.json());
    expect(mine.json().rows.map((r: { name: string; totalSavings: string }) => [r.name, r.totalSavings])).toEqual([
      ['Empleado 2026-11-01', '1234.50'],
      ['Empleado 2026-10-01', '1234.50'],
    ]);
  });
});

describe('the error round trip (03 §3)', () => {
  it('treasury reports, HR notifies the employee, the employee completes the documentation, treasury sees it and confirms', async () => {
    const made = await loanWithUser(t, s.companyId, 'applied', { calculationResult: 'pass', totalSavings: '50.00' });
    const employee = (await t.loginAs(made.tin)).headers;
    const noticesOfUser = async (userId: number) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId)))
        .filter((n) => n.resourceId === made.id)
        .map((n) => n.type);

    const reported = await put(
      'report-loans-error',
      { loanIds: [made.id], comment: 'El banco rechazó la cuenta', companyId: s.companyId },
      s.treasury.headers,
    );
    expect(reported.statusCode, reported.body).toBe(200);
    expect(await noticesOfUser(s.hr.id)).toEqual(['loan_confirmed_error']);

    const notified = await t.app.inject({
      method: 'PUT',
      url: `/api/loans/${made.id}/notify-employee`,
      headers: s.hr.headers,
      payload: { company_id: s.companyId },
    });
    expect(notified.statusCode, notified.body).toBe(200);
    expect(notified.json()).toMatchObject({ status: 'employee_notified', errorComment: 'El banco rechazó la cuenta' });
    expect(await noticesOfUser(made.userId)).toEqual(['loan_employee_notified']);

    const released = await t.app.inject({
      method: 'PUT',
      url: `/api/loans/${made.id}/release-error`,
      headers: employee,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ status: 'error_released', errorReleasedAt: expect.any(String) });
    expect(await noticesOfUser(s.treasury.id)).toEqual(['loan_error_released']);

    const list = (await get('loans', s.companyId)).json() as TreasuryLoans;
    expect(list.error_released.map((l) => l.id)).toContain(made.id);

    const confirmed = await put('confirm-loans', { loanIds: [made.id], companyId: s.companyId }, s.treasury.headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await rowsOf([made.id]);
    expect(row!.status).toBe('confirmed');
    const after = (await get('loans', s.companyId)).json() as TreasuryLoans;
    expect(
      Object.values(after)
        .flat()
        .map((l) => l.id),
    ).not.toContain(made.id);
  });
});
