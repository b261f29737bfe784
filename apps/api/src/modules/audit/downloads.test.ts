/**
 * Audited reads (decision 080): a sensitive download writes who downloaded what and when — a
 * generated bank file and its re-download from the history, a loan's contract — and a refused
 * download writes nothing. Real PostgreSQL, through the routes.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser } from '../../test/factories';
import { borrower, companyScenario, insuranceFields, insuranceRequest, realPdf } from '../../test/testSupport';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

afterEach(() => t.clock.set(null));

function downloadsOf(companyId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, 'download')))
    .orderBy(auditLog.id);
}

function fileNameOf(disposition: string | string[] | undefined): string {
  return /filename="([^"]+)"/.exec(String(disposition))![1]!;
}

describe('audited downloads', () => {
  it('a bank file and its re-download from the history each write who, what and when', async () => {
    t.clock.set('2026-11-26');
    const company = await createCompany(t.db);
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    const headers = (await t.loginAs(treasury.tin)).headers;
    const loan = await createLoan(t.db, { companyId: company.id, status: 'approved' });
    await t.db
      .update(employees)
      .set({ bank: '072', accountNumber: '4000012345' })
      .where(eq(employees.id, loan.employeeId));

    const first = await t.app.inject({
      method: 'GET',
      url: `/api/treasury/bank-file?company_id=${company.id}`,
      headers,
    });
    expect(first.statusCode, first.body).toBe(200);
    const [generated] = await downloadsOf(company.id);
    expect(generated).toMatchObject({
      entityType: 'treasury_file',
      actorUserId: treasury.id,
      changes: { file: fileNameOf(first.headers['content-disposition']) },
    });

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/treasury/files/${generated!.entityId}?company_id=${company.id}`,
      headers,
    });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await downloadsOf(company.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      entityType: 'treasury_file',
      entityId: generated!.entityId,
      actorUserId: treasury.id,
      changes: { file: fileNameOf(again.headers['content-disposition']) },
    });

    // The rows show in the company's log, newest first.
    const admin = await createUser(t.db, { role: 'admin', companyIds: [company.id] });
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/audit?company_id=${company.id}&action=download`,
      headers: (await t.loginAs(admin.tin)).headers,
    });
    expect(log.json()).toMatchObject({ total: 2, rows: [{ id: rows[1]!.id }, { id: rows[0]!.id }] });
  });

  it("a loan's contract writes its row; a refused download writes none", async () => {
    const company = await createCompany(t.db);
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const loan = await createLoan(t.db, { companyId: company.id, status: 'approved' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/loans/${loan.id}/contract`,
      headers: (await t.loginAs(hr.tin)).headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await downloadsOf(company.id)).toMatchObject([
      { entityType: 'loan', entityId: loan.id, actorUserId: hr.id, changes: { file: `contrato_${loan.id}_v1.pdf` } },
    ]);

    const other = await createCompany(t.db);
    const outsider = await createUser(t.db, { role: 'hr', companyIds: [other.id] });
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/loans/${loan.id}/contract`,
      headers: (await t.loginAs(outsider.tin)).headers,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(403);
    expect(await downloadsOf(company.id)).toHaveLength(1);
    expect(await downloadsOf(other.id)).toHaveLength(0);
  });

  it('an insurance payslip and a termination document write theirs', async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const applied = await insuranceRequest(t, e.headers, insuranceFields(s), { content: await realPdf() });
    expect(applied.statusCode, applied.body).toBe(201);
    const insuranceId = applied.json<{ id: number }>().id;
    const payslip = await t.app.inject({
      method: 'GET',
      url: `/api/loans/insurance/${insuranceId}/payslip`,
      headers: s.hr.headers,
    });
    expect(payslip.statusCode, payslip.body).toBe(200);

    const employee = await createEmployee(t.db, { companyId: s.companyId, name: 'Martín Peña Ruíz' });
    // Terminated as deactivate-with-savings leaves them (the document exists only for such a termination).
    await t.db
      .update(employees)
      .set({ status: 'terminated', deactivatedAt: new Date('2026-11-02T18:00:00Z') })
      .where(eq(employees.id, employee.id));
    const document = await t.app.inject({
      method: 'GET',
      url: `/api/employees/${employee.id}/deactivation-document?company_id=${s.companyId}`,
      headers: s.hr.headers,
    });
    expect(document.statusCode, document.body).toBe(200);

    expect(await downloadsOf(s.companyId)).toMatchObject([
      {
        entityType: 'insurance',
        entityId: insuranceId,
        actorUserId: s.hr.id,
        changes: { file: `recibo_nomina_${insuranceId}.pdf` },
      },
      {
        entityType: 'employee',
        entityId: employee.id,
        actorUserId: s.hr.id,
        changes: { file: `employee_termination_${employee.id}.pdf` },
      },
    ]);
  });
});
