import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMXN, todayInMexicoCity } from '@abono/domain';
import { auditLog, loans, notifications } from '../../db/schema';
import { multipartBody } from '../../test/multipart';
import { useTestApp } from '../../test/testApp';
import {
  applyFields,
  applyRequest,
  borrower,
  companyScenario,
  counterOfferBody,
  pdfText,
  quoteFor,
  signaturePng,
  type Borrower,
  type Scenario,
} from '../../test/testSupport';

const t = useTestApp();

async function withLoan(): Promise<{ s: Scenario; e: Borrower; loanId: number; stranger: Borrower }> {
  const s = await companyScenario(t);
  const e = await borrower(t, s.companyId);
  const res = await applyRequest(t, e.headers, applyFields(s));
  expect(res.statusCode, res.body).toBe(201);
  const stranger = await borrower(t, s.companyId);
  return { s, e, loanId: res.json().id, stranger };
}

/** HR counter-offers after the savings upload (the row menu's rule): the loan is put in review first. */
async function counterOffer(s: Scenario, loanId: number, body: Record<string, unknown>) {
  await t.db.update(loans).set({ calculationResult: 'review' }).where(eq(loans.id, loanId));
  return t.app.inject({
    method: 'POST',
    url: `/api/loans/${loanId}/counter-offer`,
    headers: s.hr.headers,
    payload: body,
  });
}

/** An owner's action; accepting a counter offer always carries a new signature. */
function ownerAction(headers: Record<string, string>, loanId: number, action: string, companyId?: number) {
  const signed = action === 'accept-counter-offer';
  if (companyId === undefined && !signed)
    return t.app.inject({ method: 'PUT', url: `/api/loans/${loanId}/${action}`, headers });
  const body = multipartBody(
    companyId === undefined ? {} : { company_id: String(companyId) },
    signed
      ? [{ field: 'signature', filename: 'firma.png', contentType: 'image/png', content: signaturePng(420, 140) }]
      : [],
  );
  return t.app.inject({
    method: 'PUT',
    url: `/api/loans/${loanId}/${action}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The loan as the owner reads it afterwards: what an owner's action must have answered. */
const readDetail = async (headers: Record<string, string>, loanId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/loans/${loanId}`, headers })).json();

const noticesOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('GET /api/loans/{id}', () => {
  it('shows the owner and company staff the detail; another employee and other companies get 404', async () => {
    const { s, e, loanId, stranger } = await withLoan();
    const own = await t.app.inject({ method: 'GET', url: `/api/loans/${loanId}`, headers: e.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: loanId,
      isOwner: true,
      employee: { name: 'María Pérez López', email: expect.stringContaining('@'), phone: '4771234567' },
      deadline: s.deadline,
      errorComment: null,
      confirmedAt: null,
      confirmedOn: null,
    });
    const staff = await t.app.inject({ method: 'GET', url: `/api/loans/${loanId}`, headers: s.hr.headers });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().isOwner).toBe(false);

    const other = await companyScenario(t);
    for (const headers of [stranger.headers, other.hr.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/loans/${loanId}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('María');
      const pdf = await t.app.inject({ method: 'GET', url: `/api/loans/${loanId}/contract`, headers });
      expect(pdf.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/loans/999999', headers: e.headers })).statusCode).toBe(404);
  });
});

describe('contracts', () => {
  it('the signed contract embeds the figures and is readable by the owner and staff', async () => {
    const { s, e, loanId } = await withLoan();
    for (const headers of [e.headers, s.hr.headers]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/loans/${loanId}/contract`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.rawPayload);
      const q = quoteFor(s.deadline, '5000.00', '500.00');
      for (const figure of ['5000.00', q.interestAmount, q.totalAmount, '500.00'])
        expect(text).toContain(formatMXN(figure));
      expect(text).toContain('María Pérez López');
      expect(text).toContain('Firma del trabajador');
      expect(text).not.toContain('VISTA PREVIA');
    }
  });

  it('the preview is computed on the server from today’s quote and carries no signature', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const url =
      `/api/loans/contract?company_id=${s.companyId}&product_id=${s.productId}` +
      '&loan_amount=3000&weekly_discount=250.5';
    const res = await t.app.inject({ method: 'GET', url, headers: e.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    const q = quoteFor(s.deadline, '3000.00', '250.50');
    expect(text).toContain('VISTA PREVIA');
    for (const figure of ['3000.00', q.interestAmount, q.totalAmount, '250.50'])
      expect(text).toContain(formatMXN(figure));
    expect(text).toMatch(/CAT \(Costo Anual Total\) \d+\.\d%/);

    const bad = await t.app.inject({
      method: 'GET',
      url: url.replace('loan_amount=3000', 'loan_amount=-1'),
      headers: e.headers,
    });
    expect(bad.statusCode).toBe(400);
    const other = await companyScenario(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: url.replace(`company_id=${s.companyId}`, `company_id=${other.companyId}`),
      headers: e.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('counter offer and the employee’s answer', () => {
  // Counter figures become effective, HR and treasury are notified.
  it('HR counter-offers, the employee accepts', async () => {
    const { s, e, loanId } = await withLoan();
    const sent = await counterOffer(s, loanId, counterOfferBody(s));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'counter_offered',
      counterOfferDetails: { amount: '4000.00', reason: 'El ahorro no cubre el pago final' },
    });
    const employeeNotices = await noticesOf(e.userId);
    expect(employeeNotices).toEqual([
      expect.objectContaining({ type: 'loan_status_change', resourceType: 'loan', resourceId: loanId }),
    ]);

    const accepted = await ownerAction(e.headers, loanId, 'accept-counter-offer', s.companyId);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const q = quoteFor(s.deadline, '4000.00', '400.00');
    const original = quoteFor(s.deadline, '5000.00', '500.00');
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      originalAmount: '4000.00',
      weeklyDiscount: '400.00',
      interestAmount: q.interestAmount,
      totalAmount: q.totalAmount,
      weeksNeeded: q.weeksNeeded,
      finalPayment: q.finalPayment,
      originalFigures: { originalAmount: '5000.00', weeklyDiscount: '500.00', totalAmount: original.totalAmount },
    });
    expect(accepted.json().audit.map((a: { action: string }) => a.action)).toEqual([
      'apply',
      'counter_offer',
      'accept_counter_offer',
    ]);
    // The answer is built from the row the action wrote, not read again: it must be the whole detail.
    expect(accepted.json()).toEqual(await readDetail(e.headers, loanId));
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, loanId), eq(auditLog.action, 'accept_counter_offer')));
    expect(audit!.changes).toMatchObject({ originalAmount: { from: '5000.00', to: '4000.00' } });

    const hr = await noticesOf(s.hr.id);
    expect(hr.map((n) => n.type).sort()).toEqual(['loan_counter_response', 'loan_request']);
    const treasury = await noticesOf(s.treasuryId);
    expect(treasury).toEqual([
      expect.objectContaining({ type: 'loan_approved_accepted', resourceType: 'loan', resourceId: loanId }),
    ]);

    // accepting twice is an illegal transition
    expect((await ownerAction(e.headers, loanId, 'accept-counter-offer')).statusCode).toBe(409);
  });

  it('rejecting the counter offer ends the loan (not_accepted, inactive) and notifies HR', async () => {
    const { s, e, loanId } = await withLoan();
    expect((await counterOffer(s, loanId, counterOfferBody(s))).statusCode).toBe(200);
    const res = await ownerAction(e.headers, loanId, 'reject-counter-offer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('not_accepted');
    expect(res.json()).toEqual(await readDetail(e.headers, loanId));
    const [row] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row!.isActive).toBe(false);
    const hr = await noticesOf(s.hr.id);
    expect(hr.filter((n) => n.type === 'loan_counter_response')).toHaveLength(1);
    const active = await t.app.inject({
      method: 'GET',
      url: `/api/loans/user-active?company_id=${s.companyId}`,
      headers: e.headers,
    });
    expect(active.json()).toBeNull();
    expect((await applyRequest(t, e.headers, applyFields(s))).statusCode).toBe(201);
  });

  // Accept or reject while pending, release while not notified, counter twice.
  it('illegal transitions answer 409', async () => {
    const { s, e, loanId } = await withLoan();
    for (const action of ['accept-counter-offer', 'reject-counter-offer', 'release-error']) {
      const res = await ownerAction(e.headers, loanId, action);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().error).toBe('transition_not_allowed');
    }
    expect((await counterOffer(s, loanId, counterOfferBody(s))).statusCode).toBe(200);
    expect((await counterOffer(s, loanId, counterOfferBody(s))).statusCode).toBe(409);
    const [row] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row!.status).toBe('counter_offered');
  });

  // Employees cannot send one.
  it('a counter offer with tampered figures is 422 and changes nothing; another company is 403', async () => {
    const { s, e, loanId } = await withLoan();
    const tampered = await counterOffer(
      s,
      loanId,
      counterOfferBody(s, '4000.00', '400.00', { total_amount: '4000.00' }),
    );
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().error).toBe('quote_mismatch');
    const other = await companyScenario(t);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/loans/${loanId}/counter-offer`,
      headers: other.hr.headers,
      payload: counterOfferBody(s),
    });
    expect(foreign.statusCode).toBe(403);
    const wrongCompany = await t.app.inject({
      method: 'POST',
      url: `/api/loans/${loanId}/counter-offer`,
      headers: other.hr.headers,
      payload: counterOfferBody(s, '4000.00', '400.00', { company_id: other.companyId }),
    });
    expect(wrongCompany.statusCode).toBe(404);
    const byEmployee = await t.app.inject({
      method: 'POST',
      url: `/api/loans/${loanId}/counter-offer`,
      headers: e.headers,
      payload: counterOfferBody(s),
    });
    expect(byEmployee.statusCode).toBe(403);
    const [row] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row!.status).toBe('pending');
    expect(row!.counterOffer).toBeNull();
  });

  it('another employee (or HR) cannot answer someone else’s counter offer or release its error', async () => {
    const { s, loanId, stranger } = await withLoan();
    expect((await counterOffer(s, loanId, counterOfferBody(s))).statusCode).toBe(200);
    for (const headers of [stranger.headers, s.hr.headers]) {
      for (const action of ['accept-counter-offer', 'reject-counter-offer', 'release-error']) {
        const res = await ownerAction(headers, loanId, action, s.companyId);
        expect(res.statusCode, action).toBe(404);
      }
    }
    const [row] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row!.status).toBe('counter_offered');
  });

  it('documentation completed releases an employee_notified error and notifies treasury and HR', async () => {
    const { s, e, loanId } = await withLoan();
    await t.db
      .update(loans)
      .set({ status: 'employee_notified', errorComment: 'Cuenta CLABE inválida', employeeNotifiedAt: new Date() })
      .where(eq(loans.id, loanId));
    const res = await ownerAction(e.headers, loanId, 'release-error', s.companyId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'error_released',
      errorComment: 'Cuenta CLABE inválida',
      errorReleasedAt: expect.any(String),
    });
    expect(res.json()).toEqual(await readDetail(e.headers, loanId));
    expect((await noticesOf(s.treasuryId)).map((n) => n.type)).toEqual(['loan_error_released']);
    expect((await noticesOf(s.hr.id)).map((n) => n.type).sort()).toEqual(['loan_error_released', 'loan_request']);
    expect((await ownerAction(e.headers, loanId, 'release-error')).statusCode).toBe(409);
    // a wrong company id in the multipart body reveals nothing
    const other = await companyScenario(t);
    expect((await ownerAction(e.headers, loanId, 'release-error', other.companyId)).statusCode).toBe(404);
    expect(todayInMexicoCity()).toMatch(/^\d{4}-/);
  });
});
