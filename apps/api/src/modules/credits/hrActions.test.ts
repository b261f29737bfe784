/**
 * HR's single and bulk actions on loans: every transition allowed and refused,
 * audit rows and notices, company scope, concurrency, idempotency. Real PostgreSQL.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOAN_STATUSES,
  addDays,
  quoteFigures,
  quoteLoan,
  todayInMexicoCity,
  type CalculationResult,
  type LoanStatus,
} from '@abono/domain';
import { auditLog, loans, notifications } from '../../db/schema';
import { createCompany, createLoan, createUser, createEmployee } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { massCounterOfferReason } from './bulkActions';
import { companyScenario, type Scenario } from '../../test/testSupport';

const t = useTestApp();
let s: Scenario;
let employeeUser: { id: number };

beforeAll(async () => {
  s = await companyScenario(t);
  employeeUser = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
});

let seq = 0;
async function loan(
  status: LoanStatus,
  calculationResult: CalculationResult,
  over: { totalSavings?: string; amount?: string; finalPayment?: string; userId?: number } = {},
) {
  seq += 1;
  const userId = over.userId ?? (seq === 1 ? employeeUser.id : null);
  const employee = await createEmployee(t.db, { companyId: s.companyId, controlNumber: `HR-${seq}`, userId });
  return (
    await createLoan(t.db, {
      companyId: s.companyId,
      employeeId: employee.id,
      controlNumber: `HR-${seq}`,
      status,
      calculationResult,
      ...over,
    })
  ).id;
}
const put = (url: string, payload: unknown, headers = s.hr.headers) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
const statusOf = async (id: number) =>
  (await t.db.select({ status: loans.status }).from(loans).where(eq(loans.id, id)))[0]!.status;
const auditsOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'loan'), eq(auditLog.entityId, id)));

describe('single actions', () => {
  it('approve: pending with a result → approved, audit row, notices to the employee and treasury', async () => {
    const id = await loan('pending', 'pass');
    const res = await put(`/api/loans/${id}/approve`, { company_id: s.companyId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'approved' });
    expect(await auditsOf(id)).toEqual([
      expect.objectContaining({ action: 'approve', fromStatus: 'pending', toStatus: 'approved', actorUserId: s.hr.id }),
    ]);
    const notices = await t.db.select().from(notifications).where(eq(notifications.resourceId, id));
    expect(notices.map((n) => n.userId)).toEqual(expect.arrayContaining([employeeUser.id, s.treasuryId]));
  });

  it('every status × action: allowed exactly where the transition map and the row menu allow it', async () => {
    const actions = [
      ['approve', (st: LoanStatus) => st === 'pending'],
      ['reject', (st: LoanStatus) => st === 'pending' || st === 'error'],
      ['notify-employee', (st: LoanStatus) => st === 'error'],
    ] as const;
    for (const status of LOAN_STATUSES) {
      for (const [path, allowed] of actions) {
        const id = await loan(status, 'review');
        const res = await put(`/api/loans/${id}/${path}`, { company_id: s.companyId });
        expect(res.statusCode, `${path} from ${status}: ${res.body}`).toBe(allowed(status) ? 200 : 409);
        if (!allowed(status)) {
          expect(res.json().error).toBe('transition_not_allowed');
          expect(await statusOf(id)).toBe(status);
          expect(await auditsOf(id)).toEqual([]);
        }
      }
    }
  });

  it('nothing before the savings upload: 409 savings_not_uploaded', async () => {
    for (const path of ['approve', 'reject']) {
      const id = await loan('pending', 'pending');
      const res = await put(`/api/loans/${id}/${path}`, { company_id: s.companyId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'savings_not_uploaded', message: expect.stringContaining('ahorro') });
    }
  });

  it('reject: pending or error → rejected, audit row, loan_rejected to the employee only (03 §3)', async () => {
    for (const from of ['pending', 'error'] as const) {
      const borrower = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
      const id = await loan(from, 'review', { userId: borrower.id });
      const res = await put(`/api/loans/${id}/reject`, { company_id: s.companyId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id, status: 'rejected' });
      expect(await auditsOf(id)).toEqual([
        expect.objectContaining({
          action: 'reject',
          fromStatus: from,
          toStatus: 'rejected',
          actorUserId: s.hr.id,
          companyId: s.companyId,
        }),
      ]);
      const notices = await t.db.select().from(notifications).where(eq(notifications.resourceId, id));
      expect(
        notices.map((n) => ({ userId: n.userId, type: n.type, resourceType: n.resourceType, companyId: n.companyId })),
      ).toEqual([{ userId: borrower.id, type: 'loan_rejected', resourceType: 'loan', companyId: s.companyId }]);
    }
  });

  // And the audit row is written.
  it('notify employee stamps the time; the employee is told (loan_employee_notified)', async () => {
    const borrower = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    const id = await loan('error', 'pass', { userId: borrower.id });
    const res = await put(`/api/loans/${id}/notify-employee`, { company_id: s.companyId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'employee_notified', employeeNotifiedAt: expect.any(String) });
    expect(await auditsOf(id)).toEqual([
      expect.objectContaining({
        action: 'notify_employee',
        fromStatus: 'error',
        toStatus: 'employee_notified',
        actorUserId: s.hr.id,
        companyId: s.companyId,
      }),
    ]);
    const notices = await t.db.select().from(notifications).where(eq(notifications.resourceId, id));
    expect(
      notices.map((n) => ({ userId: n.userId, type: n.type, resourceType: n.resourceType, companyId: n.companyId })),
    ).toEqual([{ userId: borrower.id, type: 'loan_employee_notified', resourceType: 'loan', companyId: s.companyId }]);
  });

  // The loan keeps its own figures; the edit is audited.
  it('edit: offers the figures requoted from the request day as a counter offer (03 §3)', async () => {
    const id = await loan('pending', 'review', { totalSavings: '50.00' });
    const [row] = await t.db.select().from(loans).where(eq(loans.id, id));
    const res = await put(`/api/loans/${id}`, {
      company_id: s.companyId,
      loan_amount: '500',
      weekly_discount: '250.00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const q = quoteLoan({
      today: row!.requestedOn,
      deadline: row!.deadline,
      monthlyRatePercent: row!.monthlyRate,
      amount: '500.00',
      weeklyDiscount: '250.00',
    });
    if (!q.ok) throw new Error('quote');
    expect(res.json()).toMatchObject({
      status: 'counter_offered',
      originalAmount: '1000.00',
      calculationResult: 'review',
      counterOfferDetails: {
        amount: '500.00',
        weekly_discount: '250.00',
        interest_amount: q.quote.interestAmount,
        final_payment: q.quote.finalPayment,
      },
    });
    const [audit] = await auditsOf(id);
    expect(audit).toMatchObject({ action: 'edit', fromStatus: 'pending', toStatus: 'counter_offered' });
    expect(audit!.changes).toMatchObject({ counter_offer: { amount: '500.00', weekly_discount: '250.00' } });
    const other = await loan('pending', 'review');
    expect(
      (await put(`/api/loans/${other}`, { company_id: s.companyId, loan_amount: '0', weekly_discount: '1' }))
        .statusCode,
    ).toBe(400);
    const approved = await loan('approved', 'pass');
    expect(
      (await put(`/api/loans/${approved}`, { company_id: s.companyId, loan_amount: '100', weekly_discount: '10' }))
        .statusCode,
    ).toBe(409);
    // Already offered: a second edit is 409 until the employee answers.
    expect(
      (await put(`/api/loans/${id}`, { company_id: s.companyId, loan_amount: '400', weekly_discount: '100' }))
        .statusCode,
    ).toBe(409);
  });

  it('20 identical approvals at once: one 200, the rest 409, one audit row', async () => {
    const id = await loan('pending', 'pass');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => put(`/api/loans/${id}/approve`, { company_id: s.companyId })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await auditsOf(id)).toHaveLength(1);
  });

  it('another company: its loan id under my company 404, my loan under its company 403; no grant 403', async () => {
    const other = await createCompany(t.db);
    const foreign = (await createLoan(t.db, { companyId: other.id, calculationResult: 'pass' })).id;
    expect((await put(`/api/loans/${foreign}/approve`, { company_id: s.companyId })).statusCode).toBe(404);
    const mine = await loan('pending', 'pass');
    expect((await put(`/api/loans/${mine}/approve`, { company_id: other.id })).statusCode).toBe(403);
    const employee = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    expect(
      (await put(`/api/loans/${mine}/approve`, { company_id: s.companyId }, (await t.loginAs(employee.tin)).headers))
        .statusCode,
    ).toBe(403);
    expect(await statusOf(foreign)).toBe('pending');
    expect(await statusOf(mine)).toBe('pending');
  });

  it('bad bodies: 400, never 500', async () => {
    const id = await loan('pending', 'pass');
    for (const body of [
      {},
      { company_id: 'x' },
      { company_id: s.companyId, loan_amount: 'a\u0000', weekly_discount: '1' },
      { company_id: s.companyId, loan_amount: '9'.repeat(1_000_000), weekly_discount: '1' },
    ]) {
      expect((await put(`/api/loans/${id}`, body)).statusCode).toBe(400);
    }
    const raw = await t.app.inject({
      method: 'PUT',
      url: `/api/loans/${id}/approve`,
      headers: { ...s.hr.headers, 'content-type': 'application/json' },
      payload: '{"company_id":',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('a loan has no payslip: 404 payslip_not_found; another company 404', async () => {
    const id = await loan('pending', 'pass');
    const res = await t.app.inject({ method: 'GET', url: `/api/loans/${id}/payslip`, headers: s.hr.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('payslip_not_found');
  });
});

describe('bulk actions', () => {
  it('mass approve: every pass loan approved in one go, each with its audit row and notices', async () => {
    const ids = [await loan('pending', 'pass'), await loan('pending', 'pass'), await loan('pending', 'pass')];
    const res = await put('/api/loans/mass-approve', { company_id: s.companyId, loanIds: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 3, loan_ids: [...ids].sort((a, b) => a - b) });
    for (const id of ids) {
      expect(await statusOf(id)).toBe('approved');
      expect(await auditsOf(id)).toEqual([
        expect.objectContaining({ action: 'approve', fromStatus: 'pending', toStatus: 'approved' }),
      ]);
    }
    const treasuryNotices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.treasuryId), inArray(notifications.resourceId, ids)));
    expect(treasuryNotices).toHaveLength(3);
  });

  it('one loan that is not pass: 409 naming it, nothing changes', async () => {
    const good = await loan('pending', 'pass');
    const bad = await loan('pending', 'review');
    const res = await put('/api/loans/mass-approve', { company_id: s.companyId, loanIds: [good, bad] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'bulk_not_allowed', details: { loan_ids: [bad] } });
    expect(await statusOf(good)).toBe('pending');
    expect(await auditsOf(good)).toEqual([]);
  });

  it("another company's loan id in the body: 404 naming no id (as for a missing id), nothing changes", async () => {
    const other = await createCompany(t.db);
    const foreign = (await createLoan(t.db, { companyId: other.id, calculationResult: 'pass' })).id;
    const mine = await loan('pending', 'pass');
    const res = await put('/api/loans/mass-approve', { company_id: s.companyId, loanIds: [mine, foreign] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'loans_not_found',
      message: 'Algunos préstamos seleccionados no existen en esta empresa.',
    });
    expect(await statusOf(mine)).toBe('pending');
    expect(await statusOf(foreign)).toBe('pending');
  });

  it('mass reject takes pending and error loans of any result', async () => {
    const ids = [await loan('pending', 'reject'), await loan('error', 'pass')];
    const res = await put('/api/loans/mass-reject', { company_id: s.companyId, loanIds: ids });
    expect(res.statusCode).toBe(200);
    for (const id of ids) expect(await statusOf(id)).toBe('rejected');
    const approved = await loan('approved', 'pass');
    expect((await put('/api/loans/mass-reject', { company_id: s.companyId, loanIds: [approved] })).statusCode).toBe(
      409,
    );
  });

  it('mass counter offer: each review loan gets the suggestion its savings cover, with the fixed reason', async () => {
    const borrower = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    const id = await loan('pending', 'review', { totalSavings: '5.00', userId: borrower.id });
    const pass = await loan('pending', 'pass');
    expect(
      (await put('/api/loans/mass-counter-offer', { company_id: s.companyId, loanIds: [id, pass] })).json(),
    ).toMatchObject({ error: 'bulk_not_allowed', details: { loan_ids: [pass] } });
    const res = await put('/api/loans/mass-counter-offer', { company_id: s.companyId, loanIds: [id] });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(loans).where(eq(loans.id, id));
    expect(row!.status).toBe('counter_offered');
    expect(row!.counterOffer).toMatchObject({ reason: massCounterOfferReason('5.00'), weekly_discount: '100.00' });
    expect(Number(row!.counterOffer!.final_payment)).toBeLessThanOrEqual(5);
    expect(Number(row!.counterOffer!.amount)).toBeLessThan(1000);
    const notices = await t.db.select().from(notifications).where(eq(notifications.resourceId, id));
    expect(notices.map((n) => n.userId)).toEqual([borrower.id]);
  });

  // Another body with the key is 422.
  it('Idempotency-Key: a replay returns the first answer and changes nothing', async () => {
    const ids = [await loan('pending', 'pass')];
    const headers = { ...s.hr.headers, 'idempotency-key': `bulk-${Date.now()}` };
    const first = await put('/api/loans/mass-approve', { company_id: s.companyId, loanIds: ids }, headers);
    expect(first.statusCode).toBe(200);
    const replay = await put('/api/loans/mass-approve', { company_id: s.companyId, loanIds: ids }, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await auditsOf(ids[0]!)).toHaveLength(1);
    const other = await loan('pending', 'pass');
    const reused = await put('/api/loans/mass-approve', { company_id: s.companyId, loanIds: [other] }, headers);
    expect(reused.statusCode).toBe(422);
    expect(await statusOf(other)).toBe('pending');
  });

  it('bad bodies: empty list, non-integer ids, too many ids → 400', async () => {
    for (const loanIds of [[], ['x'], [1.5], Array.from({ length: 10_001 }, (_, i) => i + 1)]) {
      expect((await put('/api/loans/mass-approve', { company_id: s.companyId, loanIds })).statusCode).toBe(400);
    }
  });
});

describe('single actions under attack', () => {
  // 404 under my company, 403 for my loan under its company; nothing changes.
  it("another company's loan on every single route", async () => {
    const other = await createCompany(t.db);
    const foreign = (await createLoan(t.db, { companyId: other.id, status: 'error', calculationResult: 'pass' })).id;
    const mine = await loan('error', 'pass');
    const edit = { loan_amount: '500.00', weekly_discount: '100.00' };
    for (const [path, extra] of [
      ['reject', {}],
      ['notify-employee', {}],
      ['approve', {}],
      ['', edit],
    ] as const) {
      const url = (id: number) => `/api/loans/${id}${path ? `/${path}` : ''}`;
      const foreignRes = await put(url(foreign), { company_id: s.companyId, ...extra });
      expect(foreignRes.statusCode, `${path} foreign: ${foreignRes.body}`).toBe(404);
      expect((await put(url(mine), { company_id: other.id, ...extra })).statusCode, `${path} mine under other`).toBe(
        403,
      );
    }
    const payslip = await t.app.inject({ method: 'GET', url: `/api/loans/${foreign}/payslip`, headers: s.hr.headers });
    expect(payslip.statusCode).toBe(404);
    expect(payslip.json().error).not.toBe('payslip_not_found');
    expect(await statusOf(foreign)).toBe('error');
    expect(await statusOf(mine)).toBe('error');
    expect(await auditsOf(foreign)).toEqual([]);
    expect(await auditsOf(mine)).toEqual([]);
  });

  // 403, nothing changes.
  it('staff of the company without the loans grant (treasury) and employees are refused on every route', async () => {
    const id = await loan('error', 'pass');
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [s.companyId] });
    const employee = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    for (const user of [treasury, employee]) {
      const headers = (await t.loginAs(user.tin)).headers;
      for (const path of ['approve', 'reject', 'notify-employee']) {
        expect(
          (await put(`/api/loans/${id}/${path}`, { company_id: s.companyId }, headers)).statusCode,
          `${user.role} ${path}`,
        ).toBe(403);
      }
      expect(
        (
          await put(
            `/api/loans/${id}`,
            { company_id: s.companyId, loan_amount: '500', weekly_discount: '100' },
            headers,
          )
        ).statusCode,
      ).toBe(403);
      for (const path of ['mass-approve', 'mass-reject', 'mass-counter-offer']) {
        expect(
          (await put(`/api/loans/${path}`, { company_id: s.companyId, loanIds: [id] }, headers)).statusCode,
          `${user.role} ${path}`,
        ).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: `/api/loans/${id}/payslip`, headers })).statusCode).toBe(403);
    }
    expect(await statusOf(id)).toBe('error');
    expect(await auditsOf(id)).toEqual([]);
  });

  it('counter offer: a NUL byte or a 1 MB reason is 400 with the field named, and nothing changes', async () => {
    const id = await loan('pending', 'review');
    const [row] = await t.db.select().from(loans).where(eq(loans.id, id));
    const q = quoteLoan({
      today: row!.requestedOn,
      deadline: row!.deadline,
      monthlyRatePercent: row!.monthlyRate,
      amount: '500.00',
      weeklyDiscount: '100.00',
    });
    if (!q.ok) throw new Error(q.error);
    const body = (reason: string) => ({
      company_id: s.companyId,
      amount: '500.00',
      weekly_discount: '100.00',
      reason,
      ...quoteFigures(q.quote),
    });
    const post = (reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/loans/${id}/counter-offer`,
        headers: s.hr.headers,
        payload: body(reason),
      });
    const nul = await post('Ahorro\u0000insuficiente');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ error: 'validation_error', fields: { reason: 'errors.invalid_text' } });
    const huge = await post('x'.repeat(1_000_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ error: 'validation_error', fields: { reason: 'errors.too_long' } });
    expect(await statusOf(id)).toBe('pending');
    expect(await auditsOf(id)).toEqual([]);
    // The control: the same body with a plain reason goes through.
    expect((await post('Ahorro insuficiente')).statusCode).toBe(200);
  });

  it('edit quotes its counter offer from the request day, not from today', async () => {
    const id = await loan('pending', 'review', { totalSavings: '0.00' });
    const today = todayInMexicoCity();
    const requestedOn = addDays(today, -42);
    const deadline = addDays(today, 70);
    await t.db.update(loans).set({ requestedOn, deadline }).where(eq(loans.id, id));
    // 5,000 at 100 a week needs more weeks than are left, so the interest follows the weeks available.
    const input = { deadline, monthlyRatePercent: '2.5', amount: '5000.00', weeklyDiscount: '100.00' };
    const fromRequest = quoteLoan({ today: requestedOn, ...input });
    const fromToday = quoteLoan({ today, ...input });
    if (!fromRequest.ok || !fromToday.ok) throw new Error('quote');
    expect(fromRequest.quote.interestAmount).not.toBe(fromToday.quote.interestAmount);
    const res = await put(`/api/loans/${id}`, {
      company_id: s.companyId,
      loan_amount: '5000.00',
      weekly_discount: '100.00',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.select().from(loans).where(eq(loans.id, id));
    expect(row!.requestedOn).toBe(requestedOn);
    expect(row!.counterOffer).toMatchObject({
      amount: '5000.00',
      interest_amount: fromRequest.quote.interestAmount,
      total_amount: fromRequest.quote.totalAmount,
      weeks_needed: fromRequest.quote.weeksNeeded,
      final_payment: fromRequest.quote.finalPayment,
      final_payment_date: fromRequest.quote.finalPaymentDate,
    });
  });
});
