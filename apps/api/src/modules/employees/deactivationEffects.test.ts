/**
 * On real PostgreSQL (03-decisions.md §6 "Deactivating", decision 051): deactivating ends
 * the person's access to THAT company at their next request (other companies and the session go
 * on), rejects their pending and counter-offered loans there with an audit row naming the
 * deactivation and a notice, leaves approved loans for treasury to refuse, keeps the replaced
 * savings in the audit row; activation gives the access back only if the deactivation took it;
 * the dialog's preview lists every loan in flight and the savings on record.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, employees, loans, notifications, userCompanies } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser, type Session } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();
const TODAY = '2026-04-08';

interface World {
  companyId: number;
  otherCompanyId: number;
  hr: Record<string, string>;
  otherHr: Record<string, string>;
  personId: number;
  person: Session;
  /** The person's employee record in each company. */
  recordId: number;
  otherRecordId: number;
}
let w: World;

beforeEach(async () => {
  t.clock.set(TODAY);
  const company = await createCompany(t.db, { name: 'Industrias Efectos' });
  const other = await createCompany(t.db, { name: 'Comercial Otra' });
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  const otherHr = await createUser(t.db, { role: 'hr', companyIds: [other.id] });
  const person = await createUser(t.db, { role: 'employee', companyIds: [company.id, other.id] });
  const record = await createEmployee(t.db, { companyId: company.id, userId: person.id, name: 'Alex Rivera Soto' });
  const otherRecord = await createEmployee(t.db, { companyId: other.id, userId: person.id });
  w = {
    companyId: company.id,
    otherCompanyId: other.id,
    hr: (await t.loginAs(hr.tin)).headers,
    otherHr: (await t.loginAs(otherHr.tin)).headers,
    personId: person.id,
    person: await t.loginAs(person.tin),
    recordId: record.id,
    otherRecordId: otherRecord.id,
  };
});
afterEach(() => t.clock.set(null));

const put = (
  id: number,
  action: 'deactivate' | 'deactivate-with-savings' | 'activate',
  payload: Record<string, unknown>,
  headers = w.hr,
) => t.app.inject({ method: 'PUT', url: `/api/employees/${id}/${action}`, headers, payload });
const preview = (id: number, companyId = w.companyId, headers = w.hr) =>
  t.app.inject({ method: 'GET', url: `/api/employees/${id}/deactivation-preview?company_id=${companyId}`, headers });
/** A company-scoped call of the person's (their active loan there). */
const personIn = (companyId: number) =>
  t.app.inject({ method: 'GET', url: `/api/loans/user-active?company_id=${companyId}`, headers: w.person.headers });
const employeeAudits = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, id)));
const loanAudits = (ids: number[]) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'loan'), inArray(auditLog.entityId, ids)));
async function statusOf(loanId: number) {
  const [row] = await t.db
    .select({ status: loans.status, isActive: loans.isActive })
    .from(loans)
    .where(eq(loans.id, loanId));
  return row!;
}
async function loanOf(
  status: 'pending' | 'counter_offered' | 'approved' | 'accepted' | 'confirmed' | 'rejected',
  amount = '1000.00',
  companyId = w.companyId,
  employeeId = w.recordId,
) {
  const { id } = await createLoan(t.db, { companyId, employeeId, status, amount });
  await t.db.update(loans).set({ userId: w.personId }).where(eq(loans.id, id));
  return id;
}
const hasAccess = async (companyId: number) =>
  (
    await t.db
      .select()
      .from(userCompanies)
      .where(and(eq(userCompanies.userId, w.personId), eq(userCompanies.companyId, companyId)))
  ).length > 0;

describe('deactivating ends access to that company only, at the next request', () => {
  it('next request there 403; the other company 200; the session itself goes on', async () => {
    expect((await personIn(w.companyId)).statusCode).toBe(200);
    const res = await put(w.recordId, 'deactivate', { company_id: w.companyId });
    expect(res.statusCode, res.body).toBe(200);

    const there = await personIn(w.companyId);
    expect(there.statusCode).toBe(403);
    expect(there.json().error).toBe('company_forbidden');
    expect((await personIn(w.otherCompanyId)).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: w.person.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().companies.map((c: { id: number }) => c.id)).toEqual([w.otherCompanyId]);

    const [audit] = await employeeAudits(w.recordId);
    expect(audit!.changes).toMatchObject({ company_access: { from: 'granted', to: 'ended' } });
  });

  it('with savings too; activating gives the access back, recorded in the audit row', async () => {
    await loanOf('confirmed');
    expect(
      (await put(w.recordId, 'deactivate-with-savings', { company_id: w.companyId, totalSavings: '300.00' }))
        .statusCode,
    ).toBe(200);
    expect((await personIn(w.companyId)).statusCode).toBe(403);
    expect((await personIn(w.otherCompanyId)).statusCode).toBe(200);

    expect((await put(w.recordId, 'activate', { company_id: w.companyId })).statusCode).toBe(200);
    expect((await personIn(w.companyId)).statusCode).toBe(200);
    const audits = await employeeAudits(w.recordId);
    expect(audits.map((a) => [a.action, a.changes.company_access])).toEqual([
      ['deactivate_with_savings', { from: 'granted', to: 'ended' }],
      ['activate', { from: 'ended', to: 'granted' }],
    ]);
  });

  it('access that staff had already removed is not given back by activating', async () => {
    await t.db
      .delete(userCompanies)
      .where(and(eq(userCompanies.userId, w.personId), eq(userCompanies.companyId, w.companyId)));
    await put(w.recordId, 'deactivate', { company_id: w.companyId });
    await put(w.recordId, 'activate', { company_id: w.companyId });
    expect(await hasAccess(w.companyId)).toBe(false);
    expect((await employeeAudits(w.recordId)).every((a) => !('company_access' in a.changes))).toBe(true);
  });

  it('another hired record of the same account in the company keeps the access', async () => {
    await createEmployee(t.db, { companyId: w.companyId, userId: w.personId, controlNumber: 'SEGUNDO-1' });
    await put(w.recordId, 'deactivate', { company_id: w.companyId });
    expect((await personIn(w.companyId)).statusCode).toBe(200);
  });
});

describe('loans in flight', () => {
  // Approved stays.
  it('pending and counter_offered → rejected with an audit row naming the deactivation and a notice', async () => {
    const pending = await loanOf('pending', '1500.00');
    const second = await createEmployee(t.db, { companyId: w.companyId, userId: null });
    const countered = await loanOf('counter_offered', '2000.00', w.companyId, second.id);
    const third = await createEmployee(t.db, { companyId: w.companyId, userId: null });
    const approved = await loanOf('approved', '6000.00', w.companyId, third.id);
    const foreign = await loanOf('pending', '900.00', w.otherCompanyId, w.otherRecordId);

    for (const id of [w.recordId, second.id, third.id]) {
      const res = await put(id, 'deactivate', { company_id: w.companyId });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await statusOf(pending)).toEqual({ status: 'rejected', isActive: false });
    expect(await statusOf(countered)).toEqual({ status: 'rejected', isActive: false });
    expect((await statusOf(approved)).status).toBe('approved');
    expect((await statusOf(foreign)).status).toBe('pending');

    const audits = await loanAudits([pending, countered, approved, foreign]);
    const byLoan = Object.fromEntries(audits.map((a) => [a.entityId, [a.action, a.fromStatus, a.toStatus, a.changes]]));
    expect(byLoan).toEqual({
      [pending]: ['employee_deactivated', 'pending', 'rejected', {}],
      [countered]: ['employee_deactivated', 'counter_offered', 'rejected', {}],
    });
    const [employeeAudit] = await employeeAudits(w.recordId);
    expect(employeeAudit!.changes).toMatchObject({ rejected_loans: [pending] });

    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'loan_rejected'), inArray(notifications.resourceId, [pending, countered])));
    expect(notices).toHaveLength(2);
    expect(notices.every((n) => n.userId === w.personId && n.companyId === w.companyId)).toBe(true);
    expect(notices.map((n) => n.message).sort()).toEqual([
      'Tu solicitud de préstamo por $1,500.00 se rechazó porque se registró tu baja en ' +
        'Industrias Efectos. Consulta a Recursos Humanos para más detalles.',
      'Tu solicitud de préstamo por $2,000.00 se rechazó porque se registró tu baja en ' +
        'Industrias Efectos. Consulta a Recursos Humanos para más detalles.',
    ]);
  });

  // The replaced savings stay in the audit row.
  it('UI review major 1: an approved loan and $10,000 savings → the preview says so', async () => {
    await t.db.update(employees).set({ totalSavings: '10000.00' }).where(eq(employees.id, w.recordId));
    const approved = await loanOf('approved', '6000.00');
    const closed = await loanOf('rejected', '500.00');

    const seen = await preview(w.recordId);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      hasConfirmedLoans: false,
      totalSavings: '10000.00',
      loans: [{ id: approved, status: 'approved', amount: '6000.00', outcome: 'not_paid' }],
    });
    expect(closed).toBeGreaterThan(0);

    expect((await put(w.recordId, 'deactivate', { company_id: w.companyId })).statusCode).toBe(200);
    expect((await statusOf(approved)).status).toBe('approved');
    const [audit] = await employeeAudits(w.recordId);
    expect(audit!.changes).toMatchObject({ total_savings: { from: '10000.00', to: '0.00' } });
  });

  it('the preview names each outcome: rejected, not paid, settled with the savings', async () => {
    const cases = [
      ['pending', 'rejected', false],
      ['counter_offered', 'rejected', false],
      ['approved', 'not_paid', false],
      ['accepted', 'not_paid', false],
      ['confirmed', 'settled_with_savings', true],
    ] as const;
    for (const [status, outcome, hasConfirmedLoans] of cases) {
      const record = await createEmployee(t.db, { companyId: w.companyId, userId: null });
      await t.db.update(employees).set({ totalSavings: '750.25' }).where(eq(employees.id, record.id));
      const id = await loanOf(status, '3000.00', w.companyId, record.id);
      expect((await preview(record.id)).json(), status).toEqual({
        hasConfirmedLoans,
        totalSavings: '750.25',
        loans: [{ id, status, amount: '3000.00', outcome }],
      });
    }
  });

  // Another company's employee 404, a company the caller may not access 403, the employee role 403, bad input 400.
  it('the preview refuses what it must', async () => {
    expect((await preview(w.recordId, w.otherCompanyId, w.otherHr)).statusCode).toBe(404);
    expect((await preview(w.recordId, w.companyId, w.otherHr)).statusCode).toBe(403);
    expect((await preview(w.recordId, w.companyId, w.person.headers)).statusCode).toBe(403);
    for (const q of ['company_id=%00', `company_id=${'1'.repeat(100_000)}`, '']) {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/employees/${w.recordId}/deactivation-preview?${q}`,
            headers: w.hr,
          })
        ).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/employees/abc/deactivation-preview?company_id=${w.companyId}`,
          headers: w.hr,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('concurrency', () => {
  // One effect (one status change, each loan rejected once, one notice each, access ended once)
  it('20 identical deactivations at once', async () => {
    const pending = await loanOf('pending');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => put(w.recordId, 'deactivate', { company_id: w.companyId })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await employeeAudits(w.recordId)).toHaveLength(1);
    expect(await loanAudits([pending])).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'loan_rejected'), eq(notifications.resourceId, pending))),
    ).toHaveLength(1);
    expect(await hasAccess(w.companyId)).toBe(false);
    expect(await hasAccess(w.otherCompanyId)).toBe(true);
  });
});
