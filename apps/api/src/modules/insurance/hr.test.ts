/**
 * Insurance requests for HR: the list, approve and reject (employee notified,
 * audit row, 409 once decided), the payslip byte for byte, and the company scope.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, insuranceRequests, notifications } from '../../db/schema';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import {
  borrower,
  companyScenario,
  insuranceFields,
  insuranceRequest,
  realPdf,
  type Borrower,
  type Scenario,
} from '../../test/testSupport';

const t = useTestApp();
let s: Scenario;
let e: Borrower;
let pdf: Buffer;

async function newRequest(): Promise<number> {
  const res = await insuranceRequest(t, e.headers, insuranceFields(s), { content: pdf });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  s = await companyScenario(t);
  e = await borrower(t, s.companyId);
  pdf = await realPdf('Recibo de nómina de prueba con acentos: áéíóú');
});

const put = (id: number, decision: string, companyId = s.companyId, headers = s.hr.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/loans/insurance/${id}/${decision}`,
    headers,
    payload: { company_id: companyId },
  });

describe('insurance requests for HR', () => {
  it('lists the company requests newest first, with status and search filters', async () => {
    const a = await newRequest();
    const b = await newRequest();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loans/insurance?company_id=${s.companyId}`,
      headers: s.hr.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows.map((r: { id: number }) => r.id).slice(0, 2)).toEqual([b, a]);
    expect(body.rows[0]).toMatchObject({
      controlNumber: expect.any(String),
      insuranceType: 'life',
      policyAmount: '8000.00',
      status: 'pending',
    });
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/loans/insurance?company_id=${s.companyId}&status=approved`,
      headers: s.hr.headers,
    });
    expect(filtered.json().rows).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/loans/insurance?company_id=${s.companyId}&page_size=3`,
          headers: s.hr.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('searches the control number or the name, accents and case aside', async () => {
    const id = await newRequest();
    await t.db
      .update(insuranceRequests)
      .set({ employeeName: 'Rosa Núñez Gómez', employeeCode: 'SEG-77' })
      .where(eq(insuranceRequests.id, id));
    const found = async (search: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/loans/insurance?company_id=${s.companyId}&search=${encodeURIComponent(search)}`,
          headers: s.hr.headers,
        })
      )
        .json()
        .rows.map((r: { id: number }) => r.id);
    expect(await found('nunez gomez')).toEqual([id]);
    expect(await found('GÓMEZ')).toEqual([id]);
    expect(await found('seg-77')).toEqual([id]);
    expect(await found('%')).toEqual([]);
  });

  it('approve notifies the employee and audits; a second decision is 409', async () => {
    const id = await newRequest();
    const res = await put(id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: 'approved' });
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, e.userId), eq(notifications.resourceId, id)));
    expect(notices).toEqual([expect.objectContaining({ resourceType: 'insurance', title: 'Tu seguro fue aprobado' })]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'insurance'), eq(auditLog.entityId, id)));
    expect(audits.map((a) => a.action)).toEqual(['apply', 'approve']);
    // The audit row's statuses are the insurance request's own (AuditStatus, decision 043).
    expect(audits.map((a) => [a.fromStatus, a.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'approved'],
    ]);
    expect((await put(id, 'reject')).statusCode).toBe(409);
  });

  it('reject notifies the employee', async () => {
    const id = await newRequest();
    expect((await put(id, 'reject')).json()).toEqual({ id, status: 'rejected' });
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, e.userId), eq(notifications.resourceId, id)));
    expect(notices).toEqual([expect.objectContaining({ type: 'loan_rejected', resourceType: 'insurance' })]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'insurance'), eq(auditLog.entityId, id)));
    expect(audits.at(-1)).toMatchObject({
      action: 'reject',
      fromStatus: 'pending',
      toStatus: 'rejected',
      actorUserId: s.hr.id,
      companyId: s.companyId,
    });
    expect((await put(id, 'approve')).statusCode).toBe(409);
  });

  // Nothing changes.
  it('staff without the loans grant (treasury) are refused everywhere; a missing id is 404', async () => {
    const id = await newRequest();
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [s.companyId] });
    const headers = (await t.loginAs(treasury.tin)).headers;
    for (const decision of ['approve', 'reject'])
      expect((await put(id, decision, s.companyId, headers)).statusCode, decision).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/loans/insurance?company_id=${s.companyId}`, headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/loans/insurance/${id}/payslip`, headers })).statusCode).toBe(
      403,
    );
    expect((await put(2_000_000_000, 'approve')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/loans/insurance/2000000000/payslip', headers: s.hr.headers }))
        .statusCode,
    ).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/loans/insurance?company_id=${s.companyId}&status=pending`,
      headers: s.hr.headers,
    });
    expect(list.json().rows.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('bad input: NUL or 1 MB search, unknown status, bad ids → 400, never 500', async () => {
    const get = (q: string) =>
      t.app.inject({ method: 'GET', url: `/api/loans/insurance?company_id=${s.companyId}${q}`, headers: s.hr.headers });
    for (const q of ['&search=a%00b', `&search=${'x'.repeat(1_000_000)}`, '&status=lost', '&page=0']) {
      const res = await get(q);
      expect(res.statusCode, q.slice(0, 40)).toBe(400);
    }
    for (const url of [
      '/api/loans/insurance/abc/approve',
      '/api/loans/insurance/1.5/approve',
      '/api/loans/insurance/-1/approve',
    ]) {
      expect(
        (await t.app.inject({ method: 'PUT', url, headers: s.hr.headers, payload: { company_id: s.companyId } }))
          .statusCode,
        url,
      ).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/loans/insurance/1/approve',
          headers: s.hr.headers,
          payload: { company_id: 'x\u0000' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('20 identical approvals at once: one 200', async () => {
    const id = await newRequest();
    const answers = await Promise.all(Array.from({ length: 20 }, () => put(id, 'approve')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
  });

  it('the payslip comes back byte for byte as a PDF attachment', async () => {
    const id = await newRequest();
    const res = await t.app.inject({ method: 'GET', url: `/api/loans/insurance/${id}/payslip`, headers: s.hr.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="recibo_nomina_${id}.pdf"`);
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
  });

  it('another company: 404 on its ids, 403 on its list; the employee role may not decide', async () => {
    const id = await newRequest();
    const other = await createCompany(t.db);
    const outsider = await createUser(t.db, { role: 'hr', companyIds: [other.id] });
    const outsiderHeaders = (await t.loginAs(outsider.tin)).headers;
    expect((await put(id, 'approve', other.id, outsiderHeaders)).statusCode).toBe(404);
    expect((await put(id, 'approve', s.companyId, outsiderHeaders)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/loans/insurance/${id}/payslip`, headers: outsiderHeaders }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/loans/insurance?company_id=${s.companyId}`,
          headers: outsiderHeaders,
        })
      ).statusCode,
    ).toBe(403);
    expect((await put(id, 'approve', s.companyId, e.headers)).statusCode).toBe(403);
    expect((await put(id, 'approve', s.companyId, { ...s.hr.headers })).statusCode).toBe(200);
  });
});
