/**
 * Accepting a counter offer carries a NEW signature, and the contract is
 * versioned. Version 1 keeps the requested figures over the signature drawn at apply;
 * version 2 shows the counter figures over the signature drawn on acceptance. The PDFs
 * are read back with pdf.js; each signature is told apart by the size of the image the
 * page paints (300 × 100 at apply, 420 × 140 on acceptance).
 */
import { eq } from 'drizzle-orm';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { formatMXN } from '@abono/domain';
import { loanContracts, loans, uploadedFiles } from '../../db/schema';
import { headerOnlyPng, htmlPolyglotPng } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { useTestApp } from '../../test/testApp';
import {
  applyFields,
  applyRequest,
  borrower,
  companyScenario,
  counterOfferBody,
  quoteFor,
  signaturePng,
  type Borrower,
  type Scenario,
} from '../../test/testSupport';

const t = useTestApp();

async function counterOffered(): Promise<{ s: Scenario; e: Borrower; loanId: number }> {
  const s = await companyScenario(t);
  const e = await borrower(t, s.companyId);
  const applied = await applyRequest(t, e.headers, applyFields(s), { content: signaturePng(300, 100) });
  expect(applied.statusCode, applied.body).toBe(201);
  const loanId = applied.json().id as number;
  // After the savings upload (the row menu's rule), the loan is in review.
  await t.db.update(loans).set({ calculationResult: 'review' }).where(eq(loans.id, loanId));
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/loans/${loanId}/counter-offer`,
    headers: s.hr.headers,
    payload: counterOfferBody(s),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return { s, e, loanId };
}

function accept(headers: Record<string, string>, loanId: number, fields: Record<string, string>, signature?: Buffer) {
  const body = multipartBody(
    fields,
    signature ? [{ field: 'signature', filename: 'firma.png', contentType: 'image/png', content: signature }] : [],
  );
  return t.app.inject({
    method: 'PUT',
    url: `/api/loans/${loanId}/accept-counter-offer`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The PDF's text and the pixel sizes of the images it paints (pdf.js). */
async function readPdf(pdf: Buffer): Promise<{ text: string; images: string[] }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    let text = '';
    const images: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      for (const item of (await page.getTextContent()).items) if ('str' in item) text += `${item.str} `;
      const ops = await page.getOperatorList();
      ops.fnArray.forEach((fn, i) => {
        if (fn === OPS.paintImageXObject) {
          const [, width, height] = ops.argsArray[i] as [string, number, number];
          images.push(`${width}x${height}`);
        }
      });
    }
    return { text: text.replace(/\s+/g, ' '), images };
  } finally {
    await doc.destroy();
  }
}

const contract = (headers: Record<string, string>, loanId: number, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/loans/${loanId}/contract${query}`, headers });

describe('signed contract versions', () => {
  it('writes version 1 at apply with the requested figures and signature; the detail lists it', async () => {
    const { e, loanId } = await counterOffered();
    const rows = await t.db.select().from(loanContracts).where(eq(loanContracts.loanId, loanId));
    const [loan] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    expect(rows).toEqual([
      expect.objectContaining({
        version: 1,
        kind: 'original',
        amount: '5000.00',
        weeklyDiscount: '500.00',
        signatureFileId: loan!.signatureFileId,
      }),
    ]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/loans/${loanId}`, headers: e.headers })).json();
    expect(detail.contracts).toEqual([{ version: 1, kind: 'original', signedAt: expect.any(String) }]);
    expect(detail.originalFigures).toMatchObject({
      originalAmount: '5000.00',
      finalPaymentDate: loan!.finalPaymentDate,
    });
  });

  it('accepting needs a NEW signature: without one it is 400 in Spanish and nothing changes', async () => {
    const { s, e, loanId } = await counterOffered();
    for (const res of [
      await accept(e.headers, loanId, { company_id: String(s.companyId) }),
      await t.app.inject({ method: 'PUT', url: `/api/loans/${loanId}/accept-counter-offer`, headers: e.headers }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/loans/${loanId}/accept-counter-offer`,
        headers: e.headers,
        payload: { company_id: s.companyId },
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation_error',
        message: 'Los datos enviados no son válidos.',
        fields: { signature: 'errors.signature_required' },
      });
    }
    const [row] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row!.status).toBe('counter_offered');
    expect(await t.db.select().from(loanContracts).where(eq(loanContracts.loanId, loanId))).toHaveLength(1);
  });

  it('refuses a damaged or polyglot signature on acceptance (415), never storing it', async () => {
    const { s, e, loanId } = await counterOffered();
    const filesBefore = (await t.db.select({ id: uploadedFiles.id }).from(uploadedFiles)).length;
    for (const bad of [headerOnlyPng(), htmlPolyglotPng(), Buffer.from('<html><script>alert(1)</script></html>')]) {
      const res = await accept(e.headers, loanId, { company_id: String(s.companyId) }, bad);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().fields).toEqual({ signature: 'messages.invalid_file_type' });
    }
    expect((await t.db.select({ id: uploadedFiles.id }).from(uploadedFiles)).length).toBe(filesBefore);
    const [row] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    expect(row!.status).toBe('counter_offered');
  });

  it('accepting writes version 2 with the counter figures and the new signature; each PDF shows its own', async () => {
    const { s, e, loanId } = await counterOffered();
    const [before] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    const res = await accept(e.headers, loanId, { company_id: String(s.companyId) }, signaturePng(420, 140));
    expect(res.statusCode, res.body).toBe(200);
    const q = quoteFor(s.deadline, '4000.00', '400.00');
    const original = quoteFor(s.deadline, '5000.00', '500.00');
    expect(res.json()).toMatchObject({
      status: 'accepted',
      originalAmount: '4000.00',
      totalAmount: q.totalAmount,
      originalFigures: {
        originalAmount: '5000.00',
        totalAmount: original.totalAmount,
        finalPaymentDate: original.finalPaymentDate,
      },
      contracts: [
        { version: 1, kind: 'original', signedAt: expect.any(String) },
        { version: 2, kind: 'counter_offer', signedAt: expect.any(String) },
      ],
    });
    const rows = await t.db.select().from(loanContracts).where(eq(loanContracts.loanId, loanId));
    const v2 = rows.find((r) => r.version === 2)!;
    expect(v2).toMatchObject({
      kind: 'counter_offer',
      amount: '4000.00',
      totalAmount: q.totalAmount,
      finalPayment: q.finalPayment,
    });
    expect(v2.signatureFileId).not.toBe(before!.signatureFileId);
    // The loan's own signature (the one drawn at apply) is untouched.
    const [after] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    expect(after!.signatureFileId).toBe(before!.signatureFileId);

    for (const headers of [e.headers, s.hr.headers]) {
      const v1 = await contract(headers, loanId, '?version=1');
      expect(v1.statusCode, v1.body).toBe(200);
      const first = await readPdf(v1.rawPayload);
      expect(first.text).toContain(formatMXN('5000.00'));
      expect(first.text).toContain(formatMXN(original.totalAmount));
      expect(first.text).not.toContain(formatMXN(q.totalAmount));
      expect(first.text).toContain('1 — Solicitud original');
      expect(first.images).toEqual(['300x100']);

      const latest = await contract(headers, loanId);
      const v2pdf = await contract(headers, loanId, '?version=2');
      // No version asked: the latest (PDFs carry a creation time, so compare what they say).
      expect(latest.headers['content-disposition']).toContain(`contrato_${loanId}_v2.pdf`);
      expect((await readPdf(latest.rawPayload)).text).toContain('2 — Contraoferta aceptada');
      expect(v2pdf.headers['content-disposition']).toContain(`contrato_${loanId}_v2.pdf`);
      const second = await readPdf(v2pdf.rawPayload);
      expect(second.text).toContain(formatMXN('4000.00'));
      expect(second.text).toContain(formatMXN(q.totalAmount));
      expect(second.text).not.toContain(formatMXN(original.totalAmount));
      expect(second.text).toContain('2 — Contraoferta aceptada');
      expect(second.images).toEqual(['420x140']);
    }
    expect((await contract(e.headers, loanId, '?version=3')).statusCode).toBe(404);
    expect((await contract(e.headers, loanId, '?version=abc')).statusCode).toBe(400);
  });

  it('versions are as private as the loan: another employee and another company get 404', async () => {
    const { s, loanId } = await counterOffered();
    const stranger = await borrower(t, s.companyId);
    const other = await companyScenario(t);
    for (const headers of [stranger.headers, other.hr.headers]) {
      for (const query of ['', '?version=1']) expect((await contract(headers, loanId, query)).statusCode).toBe(404);
    }
  });

  it('20 concurrent acceptances: exactly one succeeds, one version 2 is written', async () => {
    const { s, e, loanId } = await counterOffered();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        accept(e.headers, loanId, { company_id: String(s.companyId) }, signaturePng(420, 140)),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const rows = await t.db.select().from(loanContracts).where(eq(loanContracts.loanId, loanId));
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2]);
  });

  it('applying with a 40-byte header-only PNG or a polyglot is 415, and no loan is created', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    for (const content of [headerOnlyPng(), htmlPolyglotPng(), signaturePng(300, 100).subarray(0, 200)]) {
      const res = await applyRequest(t, e.headers, applyFields(s), { content });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().fields).toEqual({ signature: 'messages.invalid_file_type' });
    }
    expect(await t.db.select().from(loans).where(eq(loans.employeeId, e.employeeId))).toEqual([]);
    // A real signature still works, and its contract downloads.
    const ok = await applyRequest(t, e.headers, applyFields(s), { content: signaturePng(300, 100) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await contract(e.headers, ok.json().id)).statusCode).toBe(200);
  });

  it('a stored signature damaged before uploads were decoded gives 409 with a reason, never a 500', async () => {
    const { e, loanId } = await counterOffered();
    const [loan] = await t.db.select().from(loans).where(eq(loans.id, loanId));
    await t.db
      .update(uploadedFiles)
      .set({ content: headerOnlyPng() })
      .where(eq(uploadedFiles.id, loan!.signatureFileId!));
    const res = await contract(e.headers, loanId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La firma guardada de este contrato está dañada; no se puede generar el PDF.');
  });
});
