/**
 * HR's edit of a pending loan (PUT /loans/{id}) is a counter offer (03 §3,
 * decision 048). The probe raised a signed 3,000 at 500 a week to 40,000 at 4,500 and then
 * approved it; now the edit only offers the figures, HR cannot approve until the employee
 * accepts them with a new signature, and the contract shows what was signed. Real PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMXN } from '@abono/domain';
import { auditLog, loanContracts, loans, notifications } from '../../db/schema';
import { multipartBody } from '../../test/multipart';
import { useTestApp } from '../../test/testApp';
import { EDIT_COUNTER_OFFER_REASON } from './hrActions';
import {
  applyFields,
  applyRequest,
  borrower,
  companyScenario,
  pdfText,
  quoteFor,
  signaturePng,
} from '../../test/testSupport';

const t = useTestApp();

/** A signed 3,000 at 500 a week, savings uploaded (pass), as in the probe. */
async function signedLoan() {
  const s = await companyScenario(t);
  const e = await borrower(t, s.companyId);
  const applied = await applyRequest(
    t,
    e.headers,
    applyFields(s, { loan_amount: '3000.00', weekly_discount: '500.00' }),
  );
  expect(applied.statusCode, applied.body).toBe(201);
  const loanId = applied.json().id as number;
  await t.db.update(loans).set({ calculationResult: 'pass', totalSavings: '90000.00' }).where(eq(loans.id, loanId));
  return { s, e, loanId };
}

const put = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const rowOf = async (id: number) => (await t.db.select().from(loans).where(eq(loans.id, id)))[0]!;

describe('HR edit is a counter offer', () => {
  // The contract is unchanged.
  it('the probe: 3,000 at 500 edited to 40,000 at 4,500 is offered, not applied; approve is refused', async () => {
    const { s, e, loanId } = await signedLoan();
    const edited = await put(`/api/loans/${loanId}`, s.hr.headers, {
      company_id: s.companyId,
      loan_amount: '40000.00',
      weekly_discount: '4500.00',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const q = quoteFor(s.deadline, '40000.00', '4500.00');
    expect(edited.json()).toMatchObject({
      status: 'counter_offered',
      originalAmount: '3000.00',
      weeklyDiscount: '500.00',
      counterOfferDetails: {
        amount: '40000.00',
        weekly_discount: '4500.00',
        total_amount: q.totalAmount,
        final_payment: q.finalPayment,
        reason: EDIT_COUNTER_OFFER_REASON,
      },
    });

    const approve = await put(`/api/loans/${loanId}/approve`, s.hr.headers, { company_id: s.companyId });
    expect(approve.statusCode, approve.body).toBe(409);
    expect(approve.json().error).toBe('transition_not_allowed');
    const mass = await put('/api/loans/mass-approve', s.hr.headers, { company_id: s.companyId, loanIds: [loanId] });
    expect(mass.statusCode, mass.body).toBe(409);

    const row = await rowOf(loanId);
    expect(row).toMatchObject({ status: 'counter_offered', originalAmount: '3000.00', weeklyDiscount: '500.00' });
    expect(
      (await t.db.select().from(loanContracts).where(eq(loanContracts.loanId, loanId))).map((c) => [
        c.version,
        c.amount,
      ]),
    ).toEqual([[1, '3000.00']]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/loans/${loanId}/contract`, headers: s.hr.headers });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(formatMXN('3000.00'));
    expect(text).not.toContain(formatMXN('40000.00'));

    // The employee is told (loan_status_change), and the audit row names the offer.
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.resourceId, loanId), eq(notifications.userId, e.userId)));
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'loan_status_change',
        resourceType: 'loan',
        message: expect.stringContaining(formatMXN('40000.00')),
      }),
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'loan'), eq(auditLog.entityId, loanId), eq(auditLog.action, 'edit')));
    expect(audits).toEqual([
      expect.objectContaining({
        fromStatus: 'pending',
        toStatus: 'counter_offered',
        actorUserId: s.hr.id,
        changes: { counter_offer: expect.objectContaining({ amount: '40000.00', weekly_discount: '4500.00' }) },
      }),
    ]);
  });

  it('after the employee accepts with a new signature, version 2 of the contract carries the new figures', async () => {
    const { s, e, loanId } = await signedLoan();
    expect(
      (
        await put(`/api/loans/${loanId}`, s.hr.headers, {
          company_id: s.companyId,
          loan_amount: '40000.00',
          weekly_discount: '4500.00',
          reason: 'Ajuste pedido por el empleado',
        })
      ).statusCode,
    ).toBe(200);
    const body = multipartBody({ company_id: String(s.companyId) }, [
      { field: 'signature', filename: 'firma.png', contentType: 'image/png', content: signaturePng(420, 140) },
    ]);
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/loans/${loanId}/accept-counter-offer`,
      headers: { ...e.headers, ...body.headers },
      payload: body.payload,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const q = quoteFor(s.deadline, '40000.00', '4500.00');
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      originalAmount: '40000.00',
      weeklyDiscount: '4500.00',
      totalAmount: q.totalAmount,
    });
    const versions = await t.db.select().from(loanContracts).where(eq(loanContracts.loanId, loanId));
    expect(versions.find((v) => v.version === 2)).toMatchObject({
      kind: 'counter_offer',
      amount: '40000.00',
      weeklyDiscount: '4500.00',
      totalAmount: q.totalAmount,
    });
    const v2 = await t.app.inject({
      method: 'GET',
      url: `/api/loans/${loanId}/contract?version=2`,
      headers: s.hr.headers,
    });
    expect(await pdfText(v2.rawPayload)).toContain(formatMXN('40000.00'));
    // The reason HR gave is what the employee read.
    expect(accepted.json().counterOfferDetails.reason).toBe('Ajuste pedido por el empleado');
  });

  it('limits: the figures the employee signed 422, no week left 422, bad figures 400; nothing changes', async () => {
    const { s, loanId } = await signedLoan();
    const same = await put(`/api/loans/${loanId}`, s.hr.headers, {
      company_id: s.companyId,
      loan_amount: '3000',
      weekly_discount: '500.0',
    });
    expect(same.statusCode, same.body).toBe(422);
    expect(same.json()).toMatchObject({ error: 'edit_unchanged', message: expect.stringContaining('firmó') });
    for (const body of [
      { loan_amount: '0', weekly_discount: '100' },
      { loan_amount: '100.001', weekly_discount: '100' },
      { loan_amount: '1000', weekly_discount: '100', reason: 'a\u0000b' },
      { loan_amount: '1000', weekly_discount: '100', reason: 'x'.repeat(1_000_000) },
    ]) {
      expect(
        (await put(`/api/loans/${loanId}`, s.hr.headers, { company_id: s.companyId, ...body })).statusCode,
        JSON.stringify(body).slice(0, 80),
      ).toBe(400);
    }
    await t.db.update(loans).set({ deadline: '2000-01-07' }).where(eq(loans.id, loanId));
    const noWeeks = await put(`/api/loans/${loanId}`, s.hr.headers, {
      company_id: s.companyId,
      loan_amount: '1000',
      weekly_discount: '100',
    });
    expect(noWeeks.statusCode, noWeeks.body).toBe(422);
    expect(noWeeks.json().error).toBe('no_weeks_available');
    expect(await rowOf(loanId)).toMatchObject({ status: 'pending', counterOffer: null });
  });

  it('20 identical edits at once: one offer, one audit row, one notice', async () => {
    const { s, e, loanId } = await signedLoan();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        put(`/api/loans/${loanId}`, s.hr.headers, {
          company_id: s.companyId,
          loan_amount: '2000.00',
          weekly_discount: '400.00',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'loan'), eq(auditLog.entityId, loanId), eq(auditLog.action, 'edit'))),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.resourceId, loanId), eq(notifications.userId, e.userId))),
    ).toHaveLength(1);
  });
});
