import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInMexicoCity } from '@abono/domain';
import { auditLog, insuranceRequests, notifications, uploadedFiles } from '../../db/schema';
import { useTestApp } from '../../test/testApp';
import {
  borrower,
  companyScenario,
  insuranceFields,
  insuranceRequest,
  quoteFor,
  realPdf,
} from '../../test/testSupport';

const t = useTestApp();

const send = (
  headers: Record<string, string>,
  fields: Record<string, string>,
  payslip: { content: Buffer; filename?: string } | null,
) => insuranceRequest(t, headers, fields, payslip);

describe('POST /api/loans/insurance', () => {
  it('stores the request with a real PDF payslip and the signature, audits it and notifies HR', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const pdf = await realPdf();
    const res = await send(e.headers, insuranceFields(s), { content: pdf });
    expect(res.statusCode, res.body).toBe(201);
    const q = quoteFor(s.deadline, '8000.00', '700.00');
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      insuranceType: 'life',
      paymentMethod: 'weekly',
      policyAmount: '8000.00',
      totalAmount: q.totalAmount,
    });
    const [row] = await t.db.select().from(insuranceRequests).where(eq(insuranceRequests.id, body.id));
    const [payslip] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, row!.payslipFileId));
    expect(payslip).toMatchObject({ kind: 'payslip', mimeType: 'application/pdf', sizeBytes: pdf.length });
    expect(Buffer.compare(payslip!.content!, pdf)).toBe(0);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'insurance'));
    expect(audits.filter((a) => a.entityId === body.id)).toEqual([
      expect.objectContaining({ action: 'apply', toStatus: 'pending' }),
    ]);
    const hr = await t.db.select().from(notifications).where(eq(notifications.userId, s.hr.id));
    expect(hr).toEqual([
      expect.objectContaining({
        type: 'loan_request',
        resourceType: 'insurance',
        resourceId: body.id,
        title: 'Nueva solicitud de seguro',
      }),
    ]);
  });

  it('refuses a text file named .pdf, a PDF not named .pdf (415), no payslip (400), one over 5 MB (413)', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const fake = await send(e.headers, insuranceFields(s), {
      content: Buffer.from('solo texto, no soy un PDF'),
      filename: 'recibo.pdf',
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({
      error: 'unsupported_media_type',
      fields: { last_payslip: 'errors.payslip_pdf_only' },
    });
    const renamed = await send(e.headers, insuranceFields(s), { content: await realPdf(), filename: 'recibo.txt' });
    expect(renamed.statusCode).toBe(415);
    const missing = await send(e.headers, insuranceFields(s), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ last_payslip: 'errors.payslip_required' });
    const huge = Buffer.concat([await realPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await send(e.headers, insuranceFields(s), { content: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(
      await t.db.select().from(insuranceRequests).where(eq(insuranceRequests.companyId, s.companyId)),
    ).toHaveLength(0);
  });

  // Mismatch 422, deadline passed 422 with messages.deadline_passed.
  it('applies the quote and deadline rules', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const pdf = await realPdf();
    const tampered = await send(e.headers, insuranceFields(s, { total_amount: '8000.00' }), { content: pdf });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json()).toMatchObject({ error: 'quote_mismatch', details: { mismatched: ['total_amount'] } });

    const yesterday = addDays(todayInMexicoCity(), -1);
    const late = await companyScenario(t, { deadline: yesterday });
    const lateEmployee = await borrower(t, late.companyId);
    const res = await send(lateEmployee.headers, insuranceFields({ companyId: late.companyId, deadline: s.deadline }), {
      content: pdf,
    });
    expect(res.statusCode).toBe(422);
    // Its own code, so the insurance screen shows the insurance text (a loan's says "préstamos").
    expect(res.json()).toMatchObject({
      error: 'insurance_deadline_passed',
      message: 'La fecha límite para solicitar seguros ha pasado',
    });

    const other = await companyScenario(t);
    const foreign = await send(e.headers, insuranceFields(other), { content: pdf });
    expect(foreign.statusCode).toBe(403);
    expect(await t.db.select().from(insuranceRequests).where(eq(insuranceRequests.userId, e.userId))).toHaveLength(0);
  });
});
