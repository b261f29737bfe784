/**
 * A rejection may carry a reason: HR may give one (optional) on a single or a
 * mass rejection; it is kept in the audit row (decision 055), told to the employee in the
 * notice, and shown in the loan's detail. Real PostgreSQL.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loans, notifications } from '../../db/schema';
import { createEmployee, createLoan, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { companyScenario, type Scenario } from '../../test/testSupport';

const t = useTestApp();
let s: Scenario;

beforeAll(async () => {
  s = await companyScenario(t);
});

let seq = 0;
async function loanOfUser() {
  seq += 1;
  const user = await createUser(t.db, { role: 'employee', companyIds: [s.companyId] });
  const employee = await createEmployee(t.db, {
    companyId: s.companyId,
    controlNumber: `RJ-${seq}`,
    userId: user.id,
    tin: user.tin,
  });
  const { id } = await createLoan(t.db, {
    companyId: s.companyId,
    employeeId: employee.id,
    controlNumber: `RJ-${seq}`,
    status: 'pending',
    calculationResult: 'reject',
  });
  return { id, userId: user.id, headers: (await t.loginAs(user.tin)).headers };
}
const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: s.hr.headers, payload });
const noticeOf = async (loanId: number, userId: number) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.resourceId, loanId), eq(notifications.userId, userId)))
  )[0]!;
const rejectAudit = async (loanId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'loan'), eq(auditLog.entityId, loanId), eq(auditLog.action, 'reject')))
  )[0]!;

describe('rejection reasons', () => {
  it('single: the reason is audited, told in the notice and shown to the employee in the detail', async () => {
    const loan = await loanOfUser();
    const res = await put(`/api/loans/${loan.id}/reject`, {
      company_id: s.companyId,
      reason: '  El ahorro no cubre el pago final ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: 'El ahorro no cubre el pago final' });
    expect((await rejectAudit(loan.id)).changes).toEqual({ rejection_reason: 'El ahorro no cubre el pago final' });
    expect((await noticeOf(loan.id, loan.userId)).message).toBe(
      'Tu solicitud de préstamo no fue aprobada. Motivo: El ahorro no cubre el pago final. ' +
        'Consulta a Recursos Humanos para más detalles.',
    );
    const own = await t.app.inject({ method: 'GET', url: `/api/loans/${loan.id}`, headers: loan.headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().rejectionReason).toBe('El ahorro no cubre el pago final');
  });

  it('without a reason: the notice and the detail stay as before', async () => {
    const loan = await loanOfUser();
    const res = await put(`/api/loans/${loan.id}/reject`, { company_id: s.companyId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rejectionReason).toBeNull();
    expect((await noticeOf(loan.id, loan.userId)).message).toBe(
      'Tu solicitud de préstamo no fue aprobada. Consulta a Recursos Humanos para más detalles.',
    );
  });

  it('mass reject: one reason for all, in each audit row and each notice', async () => {
    const a = await loanOfUser();
    const b = await loanOfUser();
    const res = await put('/api/loans/mass-reject', {
      company_id: s.companyId,
      loanIds: [a.id, b.id],
      reason: 'Fuera del periodo de solicitudes',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const loan of [a, b]) {
      expect((await rejectAudit(loan.id)).changes).toEqual({
        bulk: true,
        rejection_reason: 'Fuera del periodo de solicitudes',
      });
      expect((await noticeOf(loan.id, loan.userId)).message).toContain('Motivo: Fuera del periodo de solicitudes.');
    }
  });

  it('a NUL byte or a 1 MB reason is 400 on both routes, and nothing changes', async () => {
    const loan = await loanOfUser();
    for (const reason of ['a\u0000b', 'x'.repeat(1_000_000)]) {
      expect((await put(`/api/loans/${loan.id}/reject`, { company_id: s.companyId, reason })).statusCode).toBe(400);
      expect(
        (await put('/api/loans/mass-reject', { company_id: s.companyId, loanIds: [loan.id], reason })).statusCode,
      ).toBe(400);
    }
    const [row] = await t.db
      .select()
      .from(loans)
      .where(inArray(loans.id, [loan.id]));
    expect(row!.status).toBe('pending');
  });
});
