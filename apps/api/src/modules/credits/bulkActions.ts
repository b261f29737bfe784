/**
 * PUT /loans/mass-approve, /mass-reject, /mass-counter-offer (03 §1 "Bulk actions", issue 8
 * §5). One transaction each, all or nothing: every loan is locked (lockCompanyLoans: 403 for
 * another company's ids, 404 for missing ones), every loan must pass the bulk rule the
 * toolbar uses (canBulk / bulkOffenders: 409 listing the offenders), then the loans, their
 * audit rows and their notices are written set-based, so 5,000 loans take one statement each.
 */
import {
  bulkOffenders,
  counterOfferDetailsOf,
  formatMXN,
  nextStatus,
  suggestCounterOffer,
  type BulkAction,
  type BulkLoanResult,
  type CounterOfferDetails,
  type Money,
} from '@abono/domain';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/appError';
import { recordAudits } from '../../core/audit/recordAudit';
import type { AuthUser } from '../../core/auth/authUser';
import { lockCompanyLoans, type LockedLoan } from '../../core/policy/lockCompanyLoans';
import { loadEmployeeUsers } from '../../core/loans/employeeUsers';
import { updateLoanStatuses } from '../../core/loans/bulkStatusUpdate';
import { sendLoanNoticesToMany, type NoticeLoan } from '../../core/loans/notices';
import { quoteOrFail } from '../../core/loans/quoteCheck';

/**
 * The reason the employee reads with a mass counter offer: what it was fitted to, with their own
 * savings figure (issue 15 UI review: the fixed "Ajuste al ahorro disponible" said nothing).
 */
export function massCounterOfferReason(savings: Money): string {
  return `Ajuste al ahorro disponible: el pago final de esta oferta lo cubre tu ahorro registrado de ${formatMXN(savings)}.`;
}

async function lockForBulk(
  tx: Tx,
  actor: AuthUser,
  action: BulkAction,
  companyId: number,
  loanIds: readonly number[],
): Promise<LockedLoan[]> {
  const locked = await lockCompanyLoans(tx, { caller: actor, companyId, loanIds, action: 'loan.manage' });
  const offenders = bulkOffenders(
    action,
    locked.map((l) => ({ ...l, calculation_result: l.calculationResult })),
  );
  if (offenders.length > 0)
    throw new AppError('bulk_not_allowed', { details: { loan_ids: offenders.map((l) => l.id) } });
  return locked;
}

export async function bulkAction(
  db: Db,
  actor: AuthUser,
  action: BulkAction,
  companyId: number,
  loanIds: readonly number[],
  options: { reason?: string } = {},
): Promise<BulkLoanResult> {
  // A mass rejection may carry one reason for all (audited, told to each employee; decision 055).
  const reason = action === 'reject' ? (options.reason ?? null) : null;
  return db.transaction(async (tx) => {
    const locked = await lockForBulk(tx, actor, action, companyId, loanIds);
    const ids = locked.map((l) => l.id);
    const offers = action === 'counter_offer' ? counterOffersFor(locked) : undefined;
    // Every loan of a bulk action starts from a status the action allows (bulkOffenders).
    const to = nextStatus(action, locked[0]!.status)!;
    await updateLoanStatuses(tx, ids, to, { counterOffers: offers });
    await recordAudits(
      tx,
      locked.map((loan, i) => ({
        entityType: 'loan',
        entityId: loan.id,
        companyId,
        actorUserId: actor.id,
        action,
        fromStatus: loan.status,
        toStatus: to,
        changes: offers
          ? { counter_offer: offers[i], bulk: true }
          : reason
            ? { bulk: true, rejection_reason: reason }
            : { bulk: true },
      })),
    );
    const users = await loadEmployeeUsers(tx, locked);
    const notices: NoticeLoan[] = locked.map((loan, i) => ({
      id: loan.id,
      companyId,
      employeeName: loan.employeeName,
      amount: offers ? offers[i]!.amount : loan.originalAmount,
      employeeUserId: users.get(loan.id) ?? loan.userId,
      errorComment: loan.errorComment,
      reason,
    }));
    await sendLoanNoticesToMany(tx, action, companyId, notices);
    return { updated: ids.length, loan_ids: ids };
  });
}

/**
 * Mass counter offer: each loan gets the suggestion of the panel's Sugerir button (the largest
 * amount its savings cover at its weekly discount), quoted as of its request day. A loan for
 * which no amount is covered blocks the whole action (409 listing them).
 */
function counterOffersFor(locked: LockedLoan[]): CounterOfferDetails[] {
  const impossible: number[] = [];
  const offers = locked.map((loan) => {
    const suggestion = suggestCounterOffer({
      requestedOn: loan.requestedOn,
      deadline: loan.deadline,
      monthlyRatePercent: loan.monthlyRate,
      weeklyDiscount: loan.weeklyDiscount,
      savings: loan.totalSavings,
      maxAmount: loan.originalAmount,
    });
    if (!suggestion) {
      impossible.push(loan.id);
      return null;
    }
    const quote = quoteOrFail({
      today: loan.requestedOn,
      deadline: loan.deadline,
      rate: loan.monthlyRate,
      amount: suggestion.amount,
      weeklyDiscount: loan.weeklyDiscount,
    });
    return counterOfferDetailsOf(
      {
        amount: suggestion.amount,
        weekly_discount: loan.weeklyDiscount,
        reason: massCounterOfferReason(loan.totalSavings),
      },
      quote,
    );
  });
  if (impossible.length > 0) throw new AppError('no_counter_offer_possible', { details: { loan_ids: impossible } });
  return offers as CounterOfferDetails[];
}
