/**
 * Insurance requests for HR (decision 036): the "Seguros" tab of /credits lists a
 * company's requests; HR approves or rejects a pending one (409 otherwise), which notifies the
 * employee and writes an audit row; the payslip the employee uploaded is returned unchanged.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  nextInsuranceStatus,
  type InsuranceDecision,
  type InsuranceDecisionAction,
  type InsuranceList,
  type InsuranceListQuery,
  serverMessage,
} from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { foldedContains } from '../../db/containsPattern';
import { employees, insuranceRequests, uploadedFiles } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { recordAudit } from '../../core/audit/recordAudit';
import type { AuthUser } from '../../core/auth/authUser';
import { sendNotice } from '../../core/notifications/notify';
import { requireAccess } from '../../core/policy/requireAccess';
import { readTogether } from '../../db/readTogether';

function where(query: InsuranceListQuery): SQL {
  const parts: SQL[] = [eq(insuranceRequests.companyId, query.company_id)];
  // Control number or name, accents and case aside, like every people search (decision 052). A
  // company's insurance requests are few: the company index narrows them, no trigram index needed.
  if (query.search)
    parts.push(
      sql`search_fold(${insuranceRequests.employeeCode} || chr(10) || ${insuranceRequests.employeeName}) like
        ${foldedContains(query.search)}`,
    );
  if (query.status.length > 0) parts.push(inArray(insuranceRequests.status, query.status));
  return and(...parts)!;
}

/** Newest first: HR works through what just arrived. */
export async function listInsurance(db: DbOrTx, query: InsuranceListQuery): Promise<InsuranceList> {
  const [[total], rows] = await readTogether(db, [
    () => db.select({ n: count() }).from(insuranceRequests).where(where(query)),
    () =>
      db
        .select({
          id: insuranceRequests.id,
          controlNumber: insuranceRequests.employeeCode,
          employeeName: insuranceRequests.employeeName,
          insuranceType: insuranceRequests.insuranceType,
          paymentMethod: insuranceRequests.paymentMethod,
          policyAmount: insuranceRequests.policyAmount,
          weeklyDiscount: insuranceRequests.weeklyDiscount,
          totalAmount: insuranceRequests.totalAmount,
          status: insuranceRequests.status,
          createdAt: insuranceRequests.createdAt,
        })
        .from(insuranceRequests)
        .where(where(query))
        .orderBy(desc(insuranceRequests.createdAt), asc(insuranceRequests.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
  ]);
  return {
    total: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

const notFound = () => new AppError('not_found', { message: serverMessage('insuranceRequestNotFound') });

/** PUT /loans/insurance/{id}/approve and /reject: the domain's transition table decides (409 otherwise). */
export async function decideInsurance(
  db: Db,
  actor: AuthUser,
  id: number,
  companyId: number,
  decision: InsuranceDecisionAction,
): Promise<InsuranceDecision> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(insuranceRequests).where(eq(insuranceRequests.id, id)).for('update');
    const { object: request } = await requireAccess(tx, actor, 'insurance.manage', row, { companyId, notFound });
    const to = nextInsuranceStatus(decision, request.status);
    if (!to) throw new AppError('transition_not_allowed', { message: serverMessage('insuranceRequestResolved') });
    await tx.update(insuranceRequests).set({ status: to }).where(eq(insuranceRequests.id, id));
    await recordAudit(tx, {
      entityType: 'insurance',
      entityId: id,
      companyId,
      actorUserId: actor.id,
      action: decision,
      fromStatus: request.status,
      toStatus: to,
    });
    const [employee] = await tx
      .select({ userId: employees.userId })
      .from(employees)
      .where(eq(employees.id, request.employeeId));
    await sendNotice(
      tx,
      decision === 'approve' ? 'insurance_approved' : 'insurance_rejected',
      { companyId, resourceId: id, subjectUserId: employee?.userId ?? request.userId },
      { employeeName: request.employeeName, amount: request.policyAmount, insuranceType: request.insuranceType },
    );
    return { id, status: to };
  });
}

/** GET /loans/insurance/{id}/payslip: the uploaded PDF, byte for byte, for staff of its company. */
export async function insurancePayslip(
  db: DbOrTx,
  caller: AuthUser,
  id: number,
): Promise<{ content: Buffer; companyId: number }> {
  const [row] = await db
    .select({ companyId: insuranceRequests.companyId, content: uploadedFiles.content })
    .from(insuranceRequests)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, insuranceRequests.payslipFileId))
    .where(eq(insuranceRequests.id, id));
  const { object } = await requireAccess(db, caller, 'insurance.read', row, { notFound });
  // Payslips are always kept in the row (core/loans/uploads.ts); only logos live in a store.
  if (!object.content) throw new AppError('payslip_not_found');
  return { content: object.content, companyId: object.companyId };
}
