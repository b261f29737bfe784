/**
 * Treasury's bulk deposit confirmation and error report (03 §3, 03 §1 "Bulk actions") on real
 * PostgreSQL: every status allowed and refused, all or nothing, the 409's list, the input's
 * limits, who may call, another company's ids, Idempotency-Key, 20 identical requests at once,
 * the clock, the notices' recipients, and the employee's schedule after the confirmation.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOAN_STATUSES, businessDayOf, confirmedLoanSchedule, type LoanStatus } from '@abono/domain';
import { createCompany, createLoan, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { loanWithUser, treasuryReaders, treasuryScenario, type TreasuryScenario } from './treasuryTestSupport';

const t = useTestApp();
const { put, rowsOf, auditsOf, noticesOf } = treasuryReaders(t);
let s: TreasuryScenario;

beforeAll(async () => {
  s = await treasuryScenario(t);
});

const loan = (status: LoanStatus) => loanWithUser(t, s.companyId, status);
const confirm = (loanIds: unknown, headers = s.treasury.headers) =>
  put('confirm-loans', { loanIds, companyId: s.companyId }, headers);
const report = (
  loanIds: unknown,
  comment: unknown = 'Cuenta CLABE rechazada por el banco',
  headers = s.treasury.headers,
) => put('report-loans-error', { loanIds, comment, companyId: s.companyId }, headers);

// 03 §3: the deposit is confirmed or reported from these four statuses only.
const MOVABLE: readonly LoanStatus[] = ['applied', 'approved', 'accepted', 'error_released'];

describe('every status, for both moves', () => {
  for (const [action, to] of [
    ['confirm', 'confirmed'],
    ['report', 'error'],
  ] as const) {
    it(`${action}: ${MOVABLE.join(', ')} move to ${to}; the other seven answer 409 naming the loan and change nothing`, async () => {
      for (const from of LOAN_STATUSES) {
        const { id } = await loan(from);
        const res = action === 'confirm' ? await confirm([id]) : await report([id]);
        const [row] = await rowsOf([id]);
        if (MOVABLE.includes(from)) {
          expect(res.statusCode, `${from}: ${res.body}`).toBe(200);
          expect(res.json()).toEqual({ updated: 1, loan_ids: [id] });
          expect(row!.status, from).toBe(to);
          expect(await auditsOf([id])).toMatchObject([{ action: action === 'confirm' ? 'confirm' : 'report_error' }]);
        } else {
          expect(res.statusCode, from).toBe(409);
          expect(res.json(), from).toEqual({
            error: 'bulk_not_allowed',
            message: 'Algunos préstamos seleccionados no permiten esta acción.',
            details: { loan_ids: [id] },
          });
          expect(row!.status, from).toBe(from);
          expect(row!.confirmedAt, from).toBeNull();
          expect(await auditsOf([id]), from).toEqual([]);
          expect(await noticesOf([id]), from).toEqual([]);
        }
      }
    });
  }
});

describe('all or nothing', () => {
  it('a selection with loans that may not move: 409 lists exactly those ids, and nothing of the others moves', async () => {
    const good = [(await loan('applied')).id, (await loan('approved')).id];
    const bad = [(await loan('confirmed')).id, (await loan('pending')).id, (await loan('error')).id];
    const ids = [bad[2]!, good[0]!, bad[0]!, good[1]!, bad[1]!];
    for (const res of [await confirm(ids), await report(ids)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().details).toEqual({ loan_ids: [...bad].sort((a, b) => a - b) });
    }
    expect((await rowsOf(good)).map((r) => r.status)).toEqual(['applied', 'approved']);
    expect(await auditsOf([...good, ...bad])).toEqual([]);
    expect(await noticesOf([...good, ...bad])).toEqual([]);
  });

  it("another company's ids and missing ids: one 404 naming none, nothing changes; my ids under a company I lack: 403", async () => {
    const other = await createCompany(t.db);
    const foreign = (await createLoan(t.db, { companyId: other.id, status: 'applied' })).id;
    const mine = (await loan('applied')).id;
    const missing = 2_000_000_000;
    for (const ids of [
      [mine, foreign],
      [mine, missing],
    ]) {
      for (const res of [await confirm(ids), await report(ids)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: 'loans_not_found',
          message: 'Algunos préstamos seleccionados no existen en esta empresa.',
        });
        expect(res.body).not.toContain(String(foreign));
      }
    }
    const elsewhere = await put('confirm-loans', { loanIds: [mine, foreign], companyId: other.id }, s.treasury.headers);
    expect(elsewhere.statusCode).toBe(403);
    expect((await rowsOf([mine, foreign])).map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await auditsOf([mine, foreign])).toEqual([]);
    expect(await noticesOf([mine, foreign])).toEqual([]);
  });

  it('duplicate ids count once', async () => {
    const id = (await loan('applied')).id;
    expect((await confirm([id, id, id])).json()).toEqual({ updated: 1, loan_ids: [id] });
    expect(await auditsOf([id])).toHaveLength(1);
  });
});

describe('a dismissed employee is never paid (03 §6)', () => {
  /** A loan whose employee record was then deactivated (fired or terminated, as HR's routes leave it). */
  const dismissedLoan = async (status: LoanStatus, employeeStatus: 'fired' | 'terminated') => {
    const { id } = await loan(status);
    await t.db.execute(sql`update employees set status = ${employeeStatus}, deactivated_at = now()
      where id = (select employee_id from loans where id = ${id})`);
    return id;
  };

  it("confirm refuses a fired employee's approved loan and a terminated one's applied loan: 409 naming exactly them", async () => {
    const bad = [await dismissedLoan('approved', 'fired'), await dismissedLoan('applied', 'terminated')];
    const res = await confirm([bad[1]!, bad[0]!]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'bulk_not_allowed',
      message: 'Algunos préstamos seleccionados no permiten esta acción.',
      details: { loan_ids: [...bad].sort((a, b) => a - b) },
    });
    const rows = await rowsOf(bad);
    expect(rows.map((r) => [r.status, r.confirmedAt])).toEqual([
      ['approved', null],
      ['applied', null],
    ]);
    expect(await auditsOf(bad)).toEqual([]);
    expect(await noticesOf(bad)).toEqual([]);
  });

  it('mixed with good loans and a status offender: 409 lists the dismissed and the offender, and none moves', async () => {
    const good = [(await loan('accepted')).id, (await loan('error_released')).id];
    const dismissedIds = [
      await dismissedLoan('accepted', 'fired'),
      await dismissedLoan('error_released', 'terminated'),
    ];
    const offender = (await loan('confirmed')).id;
    const res = await confirm([...good, ...dismissedIds, offender]);
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual({ loan_ids: [...dismissedIds, offender].sort((a, b) => a - b) });
    expect((await rowsOf(good)).map((r) => r.status)).toEqual(['accepted', 'error_released']);
    expect((await rowsOf(dismissedIds)).map((r) => r.status)).toEqual(['accepted', 'error_released']);
    expect(await auditsOf([...good, ...dismissedIds])).toEqual([]);
    expect(await noticesOf([...good, ...dismissedIds])).toEqual([]);
    // Deselecting exactly the listed ids lets the rest through.
    expect((await confirm(good)).json()).toEqual({ updated: 2, loan_ids: good });
  });

  it("reporting an error on a dismissed employee's loans is allowed: that is how treasury clears them", async () => {
    const ids = [await dismissedLoan('approved', 'fired'), await dismissedLoan('applied', 'terminated')];
    const res = await report(ids, 'El empleado ya no está contratado');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2, loan_ids: ids });
    expect((await rowsOf(ids)).map((r) => r.status)).toEqual(['error', 'error']);
    expect(await auditsOf(ids)).toHaveLength(2);
  });
});

describe('input', () => {
  it('nothing selected: 400 with the select-loans message on both routes', async () => {
    for (const res of [await confirm([]), await report([])]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error', fields: { loanIds: 'errors.select_loans' } });
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('the comment is required, bounded and free of NUL bytes; a refused report moves nothing', async () => {
    const id = (await loan('applied')).id;
    const cases: Array<[unknown, string]> = [
      [null, 'treasury.error.comment_required'],
      ['', 'treasury.error.comment_required'],
      ['   ', 'treasury.error.comment_required'],
      ['Depósito\u0000rechazado', 'errors.invalid_text'],
      ['x'.repeat(1001), 'errors.too_long'],
      ['x'.repeat(1_000_000), 'errors.too_long'],
    ];
    const missing = await put('report-loans-error', { loanIds: [id], companyId: s.companyId }, s.treasury.headers);
    expect(missing.json()).toMatchObject({ fields: { comment: 'treasury.error.comment_required' } });
    for (const [comment, key] of cases) {
      const res = await report([id], comment);
      expect(res.statusCode, key).toBe(400);
      expect(res.json(), key).toMatchObject({ error: 'validation_error', fields: { comment: key } });
    }
    expect((await rowsOf([id]))[0]!.status).toBe('applied');
    expect(await auditsOf([id])).toEqual([]);
    expect((await report([id], 'x'.repeat(1000))).statusCode).toBe(200);
    const [row] = await rowsOf([id]);
    expect(row!.errorComment).toBe('x'.repeat(1000));
    expect(await auditsOf([id])).toHaveLength(1);
  });

  it('the comment is stored trimmed, on the loan and in its audit row', async () => {
    const id = (await loan('accepted')).id;
    expect((await report([id], '  Cuenta cancelada  ')).statusCode).toBe(200);
    expect((await rowsOf([id]))[0]!.errorComment).toBe('Cuenta cancelada');
    expect(await auditsOf([id])).toMatchObject([
      {
        action: 'report_error',
        fromStatus: 'accepted',
        toStatus: 'error',
        actorUserId: s.treasury.id,
        companyId: s.companyId,
        changes: { bulk: true, comment: 'Cuenta cancelada' },
      },
    ]);
  });
});

describe('who may call', () => {
  it('HR (no manage_treasury) and an employee get 403 and change nothing', async () => {
    const employee = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
    const employeeHeaders = (await t.loginAs(employee.tin)).headers;
    const id = (await loan('applied')).id;
    for (const headers of [s.hr.headers, employeeHeaders]) {
      expect((await confirm([id], headers)).statusCode).toBe(403);
      expect((await report([id], 'Error', headers)).statusCode).toBe(403);
    }
    expect((await rowsOf([id]))[0]!.status).toBe('applied');
    expect(await auditsOf([id])).toEqual([]);
  });
});

describe('concurrency and Idempotency-Key', () => {
  it('a replay with the same key answers the first answer and writes nothing twice', async () => {
    const ids = [(await loan('applied')).id, (await loan('error_released')).id];
    const headers = { ...s.treasury.headers, 'idempotency-key': `confirm-${Date.now()}-${Math.random()}` };
    const first = await confirm(ids, headers);
    expect(first.statusCode).toBe(200);
    const before = await rowsOf(ids);
    const replay = await confirm(ids, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await rowsOf(ids)).toEqual(before);
    expect(await auditsOf(ids)).toHaveLength(2);
    expect(await noticesOf(ids)).toHaveLength(2);
    // The key is bound to its route and body: the error report with it is 422 and moves nothing.
    const reused = await put('report-loans-error', { loanIds: ids, comment: 'x', companyId: s.companyId }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toBe('idempotency_key_reused');
  });

  it('20 identical confirmations at once: one 200, nineteen 409, each loan moved once with one audit row', async () => {
    const ids = [(await loan('applied')).id, (await loan('accepted')).id];
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(ids)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200))
      expect(a.json()).toMatchObject({ error: 'bulk_not_allowed', details: { loan_ids: ids } });
    expect(await auditsOf(ids)).toHaveLength(2);
    expect(await noticesOf(ids)).toHaveLength(2);
  });

  it('20 identical confirmations with one key: every answer is the first, and it ran once', async () => {
    const ids = [(await loan('approved')).id, (await loan('applied')).id];
    const headers = { ...s.treasury.headers, 'idempotency-key': `confirm20-${Date.now()}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(ids, headers)));
    for (const a of answers) expect(a.json()).toEqual({ updated: 2, loan_ids: ids });
    expect(await auditsOf(ids)).toHaveLength(2);
  });
});

describe('what a move writes', () => {
  it('confirmedAt comes from the clock; the employee alone hears loan_status_change with the amount', async () => {
    const at = new Date('2026-11-20T16:30:00.000Z');
    t.clock.set(at);
    try {
      const made = [await loan('applied'), await loan('approved')];
      const ids = made.map((m) => m.id);
      expect((await confirm(ids)).statusCode).toBe(200);
      for (const row of await rowsOf(ids)) {
        expect(row.status).toBe('confirmed');
        expect(row.confirmedAt?.toISOString()).toBe(at.toISOString());
        expect(row.updatedAt.toISOString()).toBe(at.toISOString());
      }
      const notices = await noticesOf(ids);
      expect(notices.map((n) => [n.resourceId, n.userId, n.type]).sort()).toEqual(
        made.map((m) => [m.id, m.userId, 'loan_status_change']).sort(),
      );
      expect(notices[0]!.message).toContain('$1,000.00');
    } finally {
      t.clock.set(null);
    }
  });

  it("an accepted counter offer's notice names the accepted amount, not the requested one", async () => {
    const counterOffer = {
      amount: '800.00',
      weekly_discount: '80.00',
      weeks_needed: 11,
      interest_amount: '8.00',
      total_amount: '808.00',
      final_payment: '0.00',
      final_payment_date: '2027-01-29',
      reason: 'Ajuste al ahorro disponible',
    };
    const made = await loanWithUser(t, s.companyId, 'accepted', { counterOffer });
    expect((await confirm([made.id])).statusCode).toBe(200);
    const [notice] = await noticesOf([made.id]);
    expect(notice!.message).toBe('Tesorería confirmó el depósito de tu préstamo por $800.00.');
  });

  it('an error report tells the HR users (by permission), not treasury and not the employee', async () => {
    const otherHr = await createUser(t.db, { role: 'hr', companyIds: [s.companyId] });
    const made = await loan('applied');
    expect((await report([made.id], 'La cuenta no existe')).statusCode).toBe(200);
    const notices = await noticesOf([made.id]);
    expect(notices.map((n) => n.userId).sort((a, b) => a - b)).toEqual([s.hr.id, otherHr.id].sort((a, b) => a - b));
    for (const n of notices) {
      expect(n.type).toBe('loan_confirmed_error');
      expect(n.message).toContain('La cuenta no existe');
    }
    expect(notices.some((n) => n.userId === s.treasury.id || n.userId === made.userId)).toBe(false);
  });

  it("after the confirmation the employee's loan detail carries what /my-credit builds the schedule from", async () => {
    const made = await loan('applied');
    const day = '2026-11-23';
    t.clock.set(day);
    try {
      expect((await confirm([made.id])).statusCode).toBe(200);
    } finally {
      t.clock.set(null);
    }
    const { headers } = await t.loginAs(made.tin);
    const res = await t.app.inject({ method: 'GET', url: `/api/loans/${made.id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ status: 'confirmed', confirmedOn: day, isOwner: true });
    expect(businessDayOf(new Date(detail.confirmedAt))).toBe(day);
    const { rows } = confirmedLoanSchedule(
      {
        confirmedDate: detail.confirmedOn,
        deadline: detail.deadline,
        weeksNeeded: detail.weeksNeeded,
        weeklyDiscount: detail.weeklyDiscount,
        interestAmount: detail.interestAmount,
        totalAmount: detail.totalAmount,
      },
      day,
    );
    expect(rows.length).toBeGreaterThan(0);
    // The first deduction is the payroll Friday of the week after the confirmation (03 §2).
    expect(rows[0]!.date).toBe('2026-12-04');
  });
});
