import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInMexicoCity } from '@abono/domain';
import { auditLog, loans, notifications, uploadedFiles } from '../../db/schema';
import { createCompany, createProduct } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { isActiveLoanViolation } from './applyService';
import { applyFields, applyRequest, borrower, companyScenario, quoteFor, signaturePng } from '../../test/testSupport';

const t = useTestApp();

const loansOf = (employeeId: number) => t.db.select().from(loans).where(eq(loans.employeeId, employeeId));

describe('POST /api/loans', () => {
  // Answers 201 with the detail.
  it('stores a pending active loan, its signature, an audit row and notifies HR', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const res = await applyRequest(t, e.headers, applyFields(s));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const q = quoteFor(s.deadline, '5000.00', '500.00');
    expect(body).toMatchObject({
      status: 'pending',
      calculationResult: 'pending',
      companyId: s.companyId,
      originalAmount: '5000.00',
      weeklyDiscount: '500.00',
      interestAmount: q.interestAmount,
      totalAmount: q.totalAmount,
      weeksNeeded: q.weeksNeeded,
      finalPayment: q.finalPayment,
      finalPaymentDate: s.deadline,
      requestedOn: todayInMexicoCity(),
      monthlyRate: '2.5',
      isOwner: true,
      counterOfferDetails: null,
    });
    expect(body.audit).toEqual([
      expect.objectContaining({
        action: 'apply',
        fromStatus: null,
        toStatus: 'pending',
        actorName: 'María Pérez López',
      }),
    ]);

    const [row] = await loansOf(e.employeeId);
    expect(row).toMatchObject({
      isActive: true,
      userId: e.userId,
      productId: s.productId,
      employeeName: 'María Pérez López',
    });
    const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, row!.signatureFileId!));
    expect(file).toMatchObject({ kind: 'signature', mimeType: 'image/png', companyId: s.companyId });
    expect(file!.content!.subarray(0, 4).toString('hex')).toBe('89504e47');

    const hrNotices = await t.db.select().from(notifications).where(eq(notifications.userId, s.hr.id));
    expect(hrNotices).toEqual([
      expect.objectContaining({
        type: 'loan_request',
        resourceType: 'loan',
        resourceId: row!.id,
        title: 'Nueva solicitud de préstamo',
      }),
    ]);
    expect(hrNotices[0]!.message).toContain('$5,000.00');
    const treasuryNotices = await t.db.select().from(notifications).where(eq(notifications.userId, s.treasuryId));
    expect(treasuryNotices).toHaveLength(0);

    const active = await t.app.inject({
      method: 'GET',
      url: `/api/loans/user-active?company_id=${s.companyId}`,
      headers: e.headers,
    });
    expect(active.json()).toMatchObject({ id: row!.id, status: 'pending' });
  });

  it('two simultaneous submits leave exactly one loan; the other answers 409 active_loan_exists', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const fields = applyFields(s);
    const results = await Promise.all([applyRequest(t, e.headers, fields), applyRequest(t, e.headers, fields)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error).toBe('active_loan_exists');
    expect(await loansOf(e.employeeId)).toHaveLength(1);
    // and a later third one is refused too
    const again = await applyRequest(t, e.headers, fields);
    expect(again.statusCode).toBe(409);
    const files = await t.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.ownerUserId, e.userId));
    expect(files).toHaveLength(1);
  });

  it('the partial unique index itself refuses a second active loan (the race the pre-check cannot see)', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    expect((await applyRequest(t, e.headers, applyFields(s))).statusCode).toBe(201);
    const [row] = await loansOf(e.employeeId);
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = row!;
    const error = await t.db
      .insert(loans)
      .values(copy)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isActiveLoanViolation(error)).toBe(true);
    expect(isActiveLoanViolation(new Error('otro'))).toBe(false);
  });

  it('a tampered total answers 422 quote_mismatch with the server figures and stores nothing', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const fields = applyFields(s);
    const res = await applyRequest(t, e.headers, { ...fields, total_amount: '5000.00' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error).toBe('quote_mismatch');
    expect(body.details.mismatched).toEqual(['total_amount']);
    expect(body.details.quote).toMatchObject({
      total_amount: fields.total_amount,
      interest_amount: fields.interest_amount,
    });
    for (const key of ['interest_amount', 'weeks_needed', 'final_payment', 'final_payment_date'] as const) {
      const tampered = {
        ...fields,
        [key]: key === 'weeks_needed' ? '1' : key === 'final_payment_date' ? addDays(s.deadline, -1) : '1.00',
      };
      const r = await applyRequest(t, e.headers, tampered);
      expect(r.statusCode, key).toBe(422);
      expect(r.json().details.mismatched).toContain(key);
    }
    expect(await loansOf(e.employeeId)).toHaveLength(0);
    expect(await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, e.userId))).toHaveLength(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, s.hr.id))).toHaveLength(0);
  });

  it('refuses a signature that is not a PNG (415), too large (413) or missing (400)', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const fields = applyFields(s);
    const notPng = await applyRequest(t, e.headers, fields, {
      content: Buffer.from('GIF89a no soy png'),
      filename: 'firma.png',
    });
    expect(notPng.statusCode).toBe(415);
    expect(notPng.json().error).toBe('unsupported_media_type');
    const big = Buffer.concat([signaturePng(), Buffer.alloc(1024 * 1024)]);
    const tooLarge = await applyRequest(t, e.headers, fields, { content: big });
    expect(tooLarge.statusCode).toBe(413);
    const missing = await applyRequest(t, e.headers, fields, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ signature: 'errors.signature_required' });
    expect(await loansOf(e.employeeId)).toHaveLength(0);
  });

  it('refuses a product the company does not offer, or an inactive one (404)', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const other = await createCompany(t.db);
    const foreign = await createProduct(t.db, { companyIds: [other.id] });
    const inactive = await createProduct(t.db, { companyIds: [s.companyId], isActive: false });
    for (const productId of [foreign.id, inactive.id, 999999]) {
      const res = await applyRequest(t, e.headers, applyFields({ ...s, productId }));
      expect(res.statusCode).toBe(404);
    }
    expect(await loansOf(e.employeeId)).toHaveLength(0);
  });

  it('refuses another company (403) and a caller without a hired employee record (403)', async () => {
    const s = await companyScenario(t);
    const other = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const res = await applyRequest(t, e.headers, applyFields(other));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('company_forbidden');

    const fired = await borrower(t, s.companyId, { hired: false });
    const firedRes = await applyRequest(t, fired.headers, applyFields(s));
    expect(firedRes.statusCode).toBe(403);
    expect(firedRes.json().message).toBe('No tienes un registro de empleado activo en esta empresa.');

    // HR has access to the company but no employee record there
    const hrRes = await applyRequest(t, s.hr.headers, applyFields(s));
    expect(hrRes.statusCode).toBe(403);
  });

  it('refuses after the deadline with the exact message (422 deadline_passed)', async () => {
    const yesterday = addDays(todayInMexicoCity(), -1);
    const s = await companyScenario(t, { deadline: yesterday });
    const e = await borrower(t, s.companyId);
    const fields = { ...applyFields({ ...s, deadline: addDays(todayInMexicoCity(), 70) }), deadline: yesterday };
    const res = await applyRequest(t, e.headers, fields);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'deadline_passed',
      message: 'La fecha límite para solicitar préstamos ha pasado',
    });
    expect(await loansOf(e.employeeId)).toHaveLength(0);
  });

  it('refuses when no weeks are available before the deadline (422 no_weeks_available)', async () => {
    const today = todayInMexicoCity();
    const s = await companyScenario(t, { deadline: today });
    const e = await borrower(t, s.companyId);
    const fields = { ...applyFields({ ...s, deadline: addDays(today, 70) }), deadline: today };
    const res = await applyRequest(t, e.headers, fields);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('no_weeks_available');
  });

  it('validates the fields (400) and never 500s on a non-multipart body', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const bad = await applyRequest(t, e.headers, { ...applyFields(s), loan_amount: '12,5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.loan_amount).toBe('errors.invalid_characters');
    const json = await t.app.inject({ method: 'POST', url: '/api/loans', headers: e.headers, payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });

  it('a confirmed loan whose final payment date passed no longer blocks a new application', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    expect((await applyRequest(t, e.headers, applyFields(s))).statusCode).toBe(201);
    const past = addDays(todayInMexicoCity(), -3);
    await t.db
      .update(loans)
      .set({ status: 'confirmed', finalPaymentDate: past, deadline: past })
      .where(eq(loans.employeeId, e.employeeId));
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/loans/user-active?company_id=${s.companyId}`,
      headers: e.headers,
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    expect((await applyRequest(t, e.headers, applyFields(s))).statusCode).toBe(201);
    const rows = await loansOf(e.employeeId);
    expect(rows.map((r) => r.isActive).sort()).toEqual([false, true]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'loan'), eq(auditLog.companyId, s.companyId)));
    expect(audits).toHaveLength(2);
  });
});

describe('GET /api/loans/offers/{id} and user-active', () => {
  it('gives the apply panel its product, rate, deadline and read-only fields', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loans/offers/${s.productId}?company_id=${s.companyId}`,
      headers: e.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      product: { id: s.productId, is_active: true },
      companyId: s.companyId,
      interestRate: '2.5',
      deadline: s.deadline,
      today: todayInMexicoCity(),
      employee: { date: todayInMexicoCity(), name: 'María Pérez López', branch: 'Planta León' },
      canApply: true,
      reason: null,
      activeLoan: null,
    });
    await applyRequest(t, e.headers, applyFields(s));
    const after = (
      await t.app.inject({
        method: 'GET',
        url: `/api/loans/offers/${s.productId}?company_id=${s.companyId}`,
        headers: e.headers,
      })
    ).json();
    expect(after).toMatchObject({ canApply: false, reason: 'active_loan_exists', activeLoan: { status: 'pending' } });

    const other = await companyScenario(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/loans/offers/${other.productId}?company_id=${other.companyId}`,
      headers: e.headers,
    });
    expect(foreign.statusCode).toBe(403);
    const notOffered = await t.app.inject({
      method: 'GET',
      url: `/api/loans/offers/${other.productId}?company_id=${s.companyId}`,
      headers: e.headers,
    });
    expect(notOffered.statusCode).toBe(404);
  });

  it('user-active is null without a loan and refuses another company', async () => {
    const s = await companyScenario(t);
    const other = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/loans/user-active?company_id=${s.companyId}`,
      headers: e.headers,
    });
    expect(none.statusCode).toBe(200);
    expect(none.body).toBe('null');
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/loans/user-active?company_id=${other.companyId}`,
      headers: e.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
