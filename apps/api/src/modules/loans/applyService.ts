/**
 * POST /api/loans (03 §3 apply): every rule checked before anything is written, then one
 * transaction: retire confirmed loans already paid off, store the signature, insert the
 * loan, audit it, notify HR. The partial unique index decides races (409).
 */
import { and, eq } from 'drizzle-orm';
import { APPLY_STATUS, activeFlagFor, savingsAtApply, type LoanDetailResponse, type LoanRequest } from '@abono/domain';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { loans } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { AppError } from '../../lib/appError';
import { recordAudit } from '../../core/audit/recordAudit';
import { staleActiveFlagWhere } from '../../core/loans/active';
import { insertContractVersion, loanFigures } from '../../core/loans/contractVersions';
import { buildLoanDetail } from '../../core/loans/detail';
import { loanApplyContext, requireEligible } from '../../core/loans/eligibility';
import { loadLoan } from '../../core/loans/loanAccess';
import { noticeLoanRequest } from '../../core/loans/notices';
import { assertQuoteMatches, loanQuoteColumns, quoteOrFail } from '../../core/loans/quoteCheck';
import { insertFile } from '../../core/loans/uploads';

const ACTIVE_LOAN_INDEX = 'loans_one_active_per_employee_uq';

/** A unique violation of the one-active-loan index, however the driver wraps it. */
export function isActiveLoanViolation(error: unknown): boolean {
  return isUniqueViolation(error, ACTIVE_LOAN_INDEX);
}

export async function applyForLoan(
  db: Db,
  clock: Clock,
  caller: { id: number },
  input: LoanRequest,
  signature: Buffer,
): Promise<LoanDetailResponse> {
  const companyId = input.company_id;
  // The one eligibility rule (domain applyEligibility), on the injected clock's business day.
  const { today, employee, product, terms, deadline } = requireEligible(
    await loanApplyContext(db, caller.id, companyId, input.product_id, clock.today()),
  );
  const quote = quoteOrFail({
    today,
    deadline,
    rate: terms.rate,
    amount: input.loan_amount,
    weeklyDiscount: input.weekly_discount,
  });
  assertQuoteMatches(quote, input, { deadline: [input.deadline, deadline] });

  let loanId: number;
  try {
    loanId = await db.transaction(async (tx) => {
      // 001: confirmed loans whose final payment date passed stop counting as active.
      await tx
        .update(loans)
        .set({ isActive: false, updatedAt: clock.now() })
        .where(and(eq(loans.companyId, companyId), eq(loans.employeeId, employee.id), staleActiveFlagWhere(today)));
      const signatureFileId = await insertFile(tx, {
        kind: 'signature',
        bytes: signature,
        mimeType: 'image/png',
        ownerUserId: caller.id,
        companyId,
      });
      const [row] = await tx
        .insert(loans)
        .values({
          companyId,
          employeeId: employee.id,
          userId: caller.id,
          productId: product.id,
          status: APPLY_STATUS,
          // The savings on record and their result at once (decision 055), not $0.00 "pending".
          ...savingsAtApply({ savings: employee.totalSavings, finalPayment: quote.finalPayment }),
          isActive: activeFlagFor(APPLY_STATUS),
          requestedOn: today,
          monthlyRate: terms.rate,
          deadline,
          ...loanQuoteColumns(input.loan_amount, input.weekly_discount, quote),
          // Snapshot of the employee record (the form's read-only fields come from it too).
          employeeCode: employee.controlNumber,
          employeeName: employee.name,
          branch: employee.workLocation,
          signatureFileId,
        })
        .returning({ id: loans.id });
      const id = row!.id;
      // Version 1 of the signed contract: the figures the employee signed, kept even when
      // an accepted counter offer later changes the loan's effective figures.
      await insertContractVersion(tx, {
        companyId,
        loanId: id,
        version: 1,
        kind: 'original',
        signatureFileId,
        figures: loanFigures({
          originalAmount: input.loan_amount,
          weeklyDiscount: input.weekly_discount,
          interestAmount: quote.interestAmount,
          totalAmount: quote.totalAmount,
          weeksNeeded: quote.weeksNeeded,
          paidByDeductions: quote.paidByDeductions,
          finalPayment: quote.finalPayment,
          finalPaymentDate: quote.finalPaymentDate,
        }),
      });
      await recordAudit(tx, {
        entityType: 'loan',
        entityId: id,
        companyId,
        actorUserId: caller.id,
        action: 'apply',
        fromStatus: null,
        toStatus: 'pending',
        changes: {
          original_amount: input.loan_amount,
          weekly_discount: input.weekly_discount,
          total_amount: quote.totalAmount,
        },
      });
      await noticeLoanRequest(tx, { id, companyId, employeeName: employee.name, amount: input.loan_amount });
      return id;
    });
  } catch (error) {
    if (isActiveLoanViolation(error)) throw new AppError('active_loan_exists');
    throw error;
  }
  const loan = await loadLoan(db, loanId);
  return buildLoanDetail(db, loan!, true);
}
