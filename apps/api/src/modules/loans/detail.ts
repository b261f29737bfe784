/**
 * The loan detail of 02 §3 (own loan and by id), with the audit trail as a timeline.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  businessDayOf,
  type AuditEntry,
  type CalculationResult,
  type LoanDetailResponse,
  type LoanOriginalFigures,
  type LoanStatus,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog, employees, products, roles, users } from '../../db/schema';
import type { AuthUser } from '../auth/authUser';
import { normalizeRate } from '../settings/service';
import { readableLoan, type LoanRow } from './loanAccess';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The loan's audit rows, oldest first, with the actor's name in the loan's company. */
export async function loanAudit(db: DbOrTx, loan: Pick<LoanRow, 'id' | 'companyId'>): Promise<Array<AuditEntry & { changes: Record<string, unknown> }>> {
  const actorEmployee = db
    .select({ name: employees.name })
    .from(employees)
    .where(and(eq(employees.userId, auditLog.actorUserId), eq(employees.companyId, loan.companyId)))
    .limit(1);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      fromStatus: auditLog.fromStatus,
      toStatus: auditLog.toStatus,
      actorName: sql<string | null>`coalesce((${actorEmployee}), ${users.tin})`,
      actorRole: roles.name,
      at: auditLog.createdAt,
      changes: auditLog.changes,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(auditLog.entityType, 'loan'), eq(auditLog.entityId, loan.id)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map((r) => ({ ...r, actorRole: r.actorRole ?? null, at: r.at.toISOString() }));
}

type ReplacedKey = 'originalAmount' | 'weeklyDiscount' | 'interestAmount' | 'totalAmount' | 'weeksNeeded' | 'finalPayment';

/** The figures an accepted counter offer replaced, read from its audit row's `changes`. */
function originalFigures(loan: LoanRow, audit: ReadonlyArray<{ action: string; changes: Record<string, unknown> }>): LoanOriginalFigures | null {
  const accepted = audit.find((a) => a.action === 'accept_counter_offer');
  if (!accepted) return null;
  const from = (key: ReplacedKey) => {
    const change = accepted.changes[key] as { from?: unknown } | undefined;
    return change && change.from !== undefined ? change.from : loan[key];
  };
  return {
    originalAmount: String(from('originalAmount')),
    weeklyDiscount: String(from('weeklyDiscount')),
    interestAmount: String(from('interestAmount')),
    totalAmount: String(from('totalAmount')),
    weeksNeeded: Number(from('weeksNeeded')),
    finalPayment: String(from('finalPayment')),
  };
}

export async function buildLoanDetail(db: DbOrTx, loan: LoanRow, isOwner: boolean): Promise<LoanDetailResponse> {
  const [[person], [product], audit] = await Promise.all([
    db
      .select({
        id: employees.id,
        controlNumber: employees.controlNumber,
        name: employees.name,
        email: sql<string | null>`coalesce(${employees.email}, ${users.email})`,
        phone: sql<string | null>`coalesce(${employees.phone}, ${users.phone})`,
      })
      .from(employees)
      .leftJoin(users, eq(users.id, employees.userId))
      .where(eq(employees.id, loan.employeeId)),
    loan.productId === null
      ? Promise.resolve([] as Array<{ name: string }>)
      : db.select({ name: products.name }).from(products).where(eq(products.id, loan.productId)),
    loanAudit(db, loan),
  ]);
  return {
    id: loan.id,
    companyId: loan.companyId,
    productId: loan.productId,
    productName: product?.name ?? null,
    status: loan.status as LoanStatus,
    calculationResult: loan.calculationResult as CalculationResult,
    createdAt: loan.createdAt.toISOString(),
    confirmedAt: iso(loan.confirmedAt),
    confirmedOn: loan.confirmedAt ? businessDayOf(loan.confirmedAt) : null,
    requestedOn: loan.requestedOn,
    monthlyRate: normalizeRate(loan.monthlyRate),
    deadline: loan.deadline,
    originalAmount: loan.originalAmount,
    interestAmount: loan.interestAmount,
    totalAmount: loan.totalAmount,
    weeklyDiscount: loan.weeklyDiscount,
    weeksNeeded: loan.weeksNeeded,
    availableWeeks: loan.availableWeeks,
    paidByDeductions: loan.paidByDeductions,
    finalPayment: loan.finalPayment,
    finalPaymentDate: loan.finalPaymentDate,
    firstPaymentDate: loan.firstPaymentDate,
    totalSavings: loan.totalSavings,
    employee: {
      id: loan.employeeId,
      controlNumber: person?.controlNumber ?? loan.employeeCode,
      name: person?.name ?? loan.employeeName,
      email: person?.email ?? null,
      phone: person?.phone ?? null,
    },
    counterOfferDetails: loan.counterOffer ?? null,
    originalFigures: originalFigures(loan, audit),
    errorComment: loan.errorComment,
    employeeNotifiedAt: iso(loan.employeeNotifiedAt),
    errorReleasedAt: iso(loan.errorReleasedAt),
    isOwner,
    audit: audit.map(({ changes: _changes, ...entry }) => entry),
  };
}

/** GET /api/loans/{id}. */
export async function getLoanDetail(db: DbOrTx, caller: AuthUser, id: number): Promise<LoanDetailResponse> {
  const { loan, owner } = await readableLoan(db, caller, id);
  return buildLoanDetail(db, loan, owner);
}
