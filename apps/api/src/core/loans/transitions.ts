/**
 * Loan state changes of the employee journey (03 §3): the counter offer (HR), the
 * employee's answer to it, and "documentation completed". Each runs in one transaction
 * on the locked row: check the move with the domain's nextStatus (409 otherwise), write
 * the row, the audit row and the notifications.
 */
import { eq } from 'drizzle-orm';
import {
  acceptedFigures,
  activeFlagFor,
  counterOfferDetailsOf,
  nextStatus,
  type CounterOffer,
  type LoanAction,
  type LoanQuote,
  type LoanDetailResponse,
  type LoanStatus,
} from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { loans, type CounterOfferDetails } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/appError';
import { recordAudit } from '../audit/recordAudit';
import type { AuthUser } from '../auth/authUser';
import { actionAnswer } from './detail';
import { companyLoanForUpdate, ownLoanForUpdate, type LoanRow } from './loanAccess';
import { assertRowAction } from './rowMenuCheck';
import {
  noticeCounterAccepted,
  noticeCounterRejected,
  noticeErrorReleased,
  sendLoanNotices,
  type NoticeLoan,
} from './notices';
import { insertContractVersion, loanFigures, nextContractVersion } from './contractVersions';
import { assertQuoteMatches, quoteOrFail } from './quoteCheck';
import { insertFile } from './uploads';

/** The status `action` leads to from the loan's status, or 409 transition_not_allowed. */
export function transitionOrConflict(action: LoanAction, loan: Pick<LoanRow, 'status'>): LoanStatus {
  const to = nextStatus(action, loan.status);
  if (!to) throw new AppError('transition_not_allowed');
  return to;
}

export function noticeOf(loan: LoanRow, amount = loan.originalAmount): NoticeLoan {
  return { id: loan.id, companyId: loan.companyId, employeeName: loan.employeeName, amount };
}

export async function writeTransition(
  tx: DbOrTx,
  loan: LoanRow,
  actor: AuthUser,
  action: LoanAction,
  to: LoanStatus,
  now: Date,
  set: Partial<typeof loans.$inferInsert>,
  changes: Record<string, unknown> = {},
): Promise<LoanRow> {
  // is_active follows the status (decision 001): false once the loan is closed.
  const [row] = await tx
    .update(loans)
    .set({ ...set, status: to, isActive: activeFlagFor(to), updatedAt: now })
    .where(eq(loans.id, loan.id))
    .returning();
  await recordAudit(tx, {
    entityType: 'loan',
    entityId: loan.id,
    companyId: loan.companyId,
    actorUserId: actor.id,
    action,
    fromStatus: loan.status,
    toStatus: to,
    changes,
  });
  // The row as written, so an action can answer it without loading the loan again.
  return { ...row!, employeeUserId: loan.employeeUserId };
}

/** The audit row's changed fields: every key of `after` whose value differs from the loan's. */
export function changedFields<T extends Record<string, unknown>>(
  loan: Partial<Record<keyof T, unknown>>,
  after: T,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    const before = loan[key as keyof T];
    if (String(before) !== String(value)) changes[key] = { from: before, to: value };
  }
  return changes;
}

/** A counter offer's quote: as of the loan's request day, with its own rate and deadline (03 §2). */
export function counterOfferQuote(
  loan: Pick<LoanRow, 'requestedOn' | 'deadline' | 'monthlyRate'>,
  amount: string,
  weeklyDiscount: string,
): LoanQuote {
  return quoteOrFail({
    today: loan.requestedOn,
    deadline: loan.deadline,
    rate: loan.monthlyRate,
    amount,
    weeklyDiscount,
  });
}

/**
 * Offers HR's figures to the employee (03 §3): the loan moves to counter_offered with the
 * figures and their quote in `counter_offer`, its own figures untouched until the employee
 * accepts with a new signature; audit row and notice. Shared by the counter offer and the
 * HR edit, so both store, show and bind the same way. Answers the row as written.
 */
export async function offerCounterFigures(
  tx: DbOrTx,
  loan: LoanRow,
  actor: AuthUser,
  action: 'counter_offer' | 'edit',
  terms: { amount: string; weekly_discount: string; reason: string },
  quote: LoanQuote,
  now: Date,
): Promise<LoanRow> {
  const to = transitionOrConflict(action, loan);
  const counterOffer: CounterOfferDetails = counterOfferDetailsOf(terms, quote);
  const written = await writeTransition(
    tx,
    loan,
    actor,
    action,
    to,
    now,
    { counterOffer },
    { counter_offer: counterOffer },
  );
  await sendLoanNotices(tx, action, {
    ...noticeOf(loan, terms.amount),
    employeeUserId: loan.employeeUserId ?? loan.userId,
  });
  return written;
}

/**
 * POST /api/loans/{id}/counter-offer: HR proposes other figures, quoted as of the loan's request
 * day. Answers the loan's detail as written (actionAnswer).
 */
export async function sendCounterOffer(
  db: Db,
  actor: AuthUser,
  id: number,
  input: CounterOffer,
  now: Date,
): Promise<LoanDetailResponse> {
  return db.transaction(async (tx) => {
    const loan = await companyLoanForUpdate(tx, actor, id, input.company_id);
    // The row menu's rule (savings uploaded, then the status), as for every HR action.
    assertRowAction('counter_offer', loan);
    const quote = counterOfferQuote(loan, input.amount, input.weekly_discount);
    assertQuoteMatches(quote, input);
    return actionAnswer(tx, actor, await offerCounterFigures(tx, loan, actor, 'counter_offer', input, quote, now));
  });
}

/**
 * PUT /api/loans/{id}/accept-counter-offer: the counter figures become the loan's effective
 * figures (the domain's acceptedFigures), signed with the NEW signature the employee drew
 * for them: stored, and written as the next contract version next to the original.
 */
export async function acceptCounterOffer(
  db: Db,
  actor: AuthUser,
  id: number,
  companyId: number | undefined,
  signature: Buffer,
  now: Date,
): Promise<LoanRow> {
  return db.transaction(async (tx) => {
    const loan = await ownLoanForUpdate(tx, actor, id, companyId);
    const to = transitionOrConflict('accept_counter_offer', loan);
    const counter = loan.counterOffer;
    if (!counter) throw new AppError('transition_not_allowed');
    const figures = acceptedFigures(counter);
    let version = await nextContractVersion(tx, loan.id);
    if (version === 1) {
      // A loan applied before contracts were versioned: keep what it was signed with as version 1.
      await insertContractVersion(tx, {
        companyId: loan.companyId,
        loanId: loan.id,
        version: 1,
        kind: 'original',
        figures: loanFigures(loan),
        signatureFileId: loan.signatureFileId,
        signedAt: loan.createdAt,
      });
      version = 2;
    }
    const signatureFileId = await insertFile(tx, {
      kind: 'signature',
      bytes: signature,
      mimeType: 'image/png',
      ownerUserId: actor.id,
      companyId: loan.companyId,
    });
    await insertContractVersion(tx, {
      companyId: loan.companyId,
      loanId: loan.id,
      version,
      kind: 'counter_offer',
      figures,
      signatureFileId,
    });
    const effective = {
      originalAmount: figures.amount,
      weeklyDiscount: figures.weeklyDiscount,
      interestAmount: figures.interestAmount,
      totalAmount: figures.totalAmount,
      weeksNeeded: figures.weeksNeeded,
      finalPayment: figures.finalPayment,
      finalPaymentDate: figures.finalPaymentDate,
      paidByDeductions: figures.paidByDeductions,
    };
    const changes: Record<string, unknown> = changedFields(loan, effective);
    changes.contract_version = { from: version - 1, to: version };
    const written = await writeTransition(tx, loan, actor, 'accept_counter_offer', to, now, effective, changes);
    await noticeCounterAccepted(tx, noticeOf(loan, counter.amount));
    return written;
  });
}

/** PUT /api/loans/{id}/reject-counter-offer: the loan ends (not_accepted, no longer active). */
export async function rejectCounterOffer(
  db: Db,
  actor: AuthUser,
  id: number,
  companyId: number | undefined,
  clock: Clock,
): Promise<LoanRow> {
  return db.transaction(async (tx) => {
    const loan = await ownLoanForUpdate(tx, actor, id, companyId);
    const to = transitionOrConflict('reject_counter_offer', loan);
    const written = await writeTransition(tx, loan, actor, 'reject_counter_offer', to, clock.now(), {});
    await noticeCounterRejected(tx, noticeOf(loan, loan.counterOffer?.amount ?? loan.originalAmount));
    return written;
  });
}

/** PUT /api/loans/{id}/release-error: the employee completed the documentation. */
export async function releaseError(
  db: Db,
  actor: AuthUser,
  id: number,
  companyId: number | undefined,
  clock: Clock,
): Promise<LoanRow> {
  return db.transaction(async (tx) => {
    const loan = await ownLoanForUpdate(tx, actor, id, companyId);
    const to = transitionOrConflict('release_error', loan);
    const now = clock.now();
    const written = await writeTransition(tx, loan, actor, 'release_error', to, now, { errorReleasedAt: now });
    await noticeErrorReleased(tx, noticeOf(loan));
    return written;
  });
}
