/**
 * The loan detail of 02 §3 (own loan and by id), with the audit trail as a timeline
 * (each step's changed fields, old → new) and the signed contract versions; the requested
 * figures come from contract version 1, not from the audit.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { businessDayOf, isOwnRecord, type AuditChange, type AuditEntry, type LoanDetailResponse } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { auditLog, employees, products, roles, users } from '../../db/schema';
import type { AuthUser } from '../auth/authUser';
import { normalizeRate } from '../settings/normalizeRate';
import { contractListing, contractVersionsOf, originalFiguresOf } from './contractVersions';
import { readableLoan, readsAsOwner, type LoanRow } from './loanAccess';
import { readTogether } from '../../db/readTogether';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The loan's audit rows, oldest first, with the actor's name in the loan's company. */
export async function loanAudit(db: DbOrTx, loan: Pick<LoanRow, 'id' | 'companyId'>): Promise<AuditEntry[]> {
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
  return rows.map((r) => ({
    ...r,
    actorRole: r.actorRole ?? null,
    at: r.at.toISOString(),
    changes: auditChanges(r.changes),
  }));
}

type Scalar = string | number | boolean | null;

function scalar(value: unknown): Scalar {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function isFromTo(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && 'from' in value && 'to' in value;
}

/**
 * An audit row's `changes` as a list of field changes, old → new. Steps store either
 * `{field: {from, to}}` (a change) or `{field: value}` (a value set for the first time,
 * old = null); an object value (the counter offer) is listed field by field.
 */
export function auditChanges(changes: Record<string, unknown>): AuditChange[] {
  const out: AuditChange[] = [];
  for (const [field, value] of Object.entries(changes ?? {})) {
    if (isFromTo(value)) out.push({ field, from: scalar(value.from), to: scalar(value.to) });
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [sub, subValue] of Object.entries(value))
        out.push({ field: `${field}.${sub}`, from: null, to: scalar(subValue) });
    } else out.push({ field, from: null, to: scalar(value) });
  }
  return out;
}

/** The reason of the loan's last reject step (kept in its audit row, decision 055), if HR gave one. */
export function rejectionReasonOf(audit: readonly AuditEntry[]): string | null {
  const step = audit.findLast((entry) => entry.action === 'reject');
  const reason = step?.changes.find((change) => change.field === 'rejection_reason')?.to;
  return typeof reason === 'string' ? reason : null;
}

/** What the detail shows beyond the loan's own row: its employee, product, audit trail and contracts. */
async function loanDetailParts(db: DbOrTx, loan: LoanRow) {
  const [[person], [product], audit, contracts] = await readTogether(db, [
    () =>
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
    () =>
      loan.productId === null
        ? Promise.resolve([] as Array<{ name: string }>)
        : db.select({ name: products.name }).from(products).where(eq(products.id, loan.productId)),
    () => loanAudit(db, loan),
    () => contractVersionsOf(db, loan.id),
  ]);
  return { person, product, audit, contracts };
}

type LoanDetailParts = Awaited<ReturnType<typeof loanDetailParts>>;

/** The one mapper of the detail: the loan's row and its parts, as GET /loans/{id} and every action answer them. */
export function loanDetailOf(
  loan: LoanRow,
  { person, product, audit, contracts }: LoanDetailParts,
  isOwner: boolean,
  isOwn: boolean = isOwner,
): LoanDetailResponse {
  return {
    id: loan.id,
    companyId: loan.companyId,
    productId: loan.productId,
    productName: product?.name ?? null,
    status: loan.status,
    calculationResult: loan.calculationResult,
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
    originalFigures: originalFiguresOf(contracts),
    contracts: contractListing(contracts),
    errorComment: loan.errorComment,
    rejectionReason: loan.status === 'rejected' ? rejectionReasonOf(audit) : null,
    employeeNotifiedAt: iso(loan.employeeNotifiedAt),
    errorReleasedAt: iso(loan.errorReleasedAt),
    isOwner,
    isOwn,
    audit,
  };
}

/** The detail of a loan row: its parts loaded with `db` (inside the action's transaction, for an action). */
export async function buildLoanDetail(
  db: DbOrTx,
  loan: LoanRow,
  isOwner: boolean,
  isOwn: boolean = isOwner,
): Promise<LoanDetailResponse> {
  return loanDetailOf(loan, await loanDetailParts(db, loan), isOwner, isOwn);
}

/** Whether the reader is one of the loan's people, whatever their grants (decision 097). */
const readsOwn = (caller: AuthUser, loan: LoanRow) => isOwnRecord(caller.id, [loan.userId, loan.employeeUserId]);

/**
 * What a staff action on a loan answers: the detail of the row it wrote, built inside its
 * transaction (no second load or access decision), with `isOwner` as GET /loans/{id} decides it.
 */
export function actionAnswer(tx: DbOrTx, caller: AuthUser, written: LoanRow): Promise<LoanDetailResponse> {
  return buildLoanDetail(tx, written, readsAsOwner(caller, written), readsOwn(caller, written));
}

/** GET /api/loans/{id}. */
export async function getLoanDetail(db: DbOrTx, caller: AuthUser, id: number): Promise<LoanDetailResponse> {
  const { loan, owner } = await readableLoan(db, caller, id);
  return buildLoanDetail(db, loan, owner, readsOwn(caller, loan));
}
