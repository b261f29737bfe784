/**
 * The facts the domain's `applyEligibility` needs, loaded once, and its refusals answered
 * with the API's error codes. Apply, the offer, the contract preview and insurance requests
 * all go through here, so they refuse the same people for the same reasons.
 */
import {
  applyEligibility,
  serverMessage,
  type ApplyBlockReason,
  type ApplyEligibility,
  type DateString,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/appError';
import { employeeHasActiveLoan } from './active';
import { findHiredEmployee, findOfferedProduct, type Applicant, type OfferedProduct } from './applicant';
import { quoteTerms, type QuoteTerms } from './quoteCheck';
import { readTogether } from '../../db/readTogether';

export interface ApplyContext {
  /** What is applied for. */
  kind: 'loan' | 'insurance';
  today: DateString;
  employee: Applicant | null;
  terms: QuoteTerms;
  eligibility: ApplyEligibility;
}

export interface LoanApplyContext extends ApplyContext {
  product: OfferedProduct | null;
}

/** Facts of a loan application: employee record, product, active loan, terms. */
export async function loanApplyContext(
  db: DbOrTx,
  userId: number,
  companyId: number,
  productId: number,
  today: DateString,
): Promise<LoanApplyContext> {
  const [employee, product, terms] = await readTogether(db, [
    () => findHiredEmployee(db, userId, companyId),
    () => findOfferedProduct(db, companyId, productId),
    () => quoteTerms(db, companyId),
  ]);
  const hasActiveLoan = employee ? await employeeHasActiveLoan(db, employee.id, companyId, today) : false;
  const eligibility = applyEligibility({
    kind: 'loan',
    today,
    deadline: terms.deadline,
    hired: employee !== null,
    productAvailable: product !== null,
    hasActiveLoan,
  });
  return { kind: 'loan', today, employee, product, terms, eligibility };
}

/** Facts of an insurance request: employee record and terms (no product, not a loan). */
export async function insuranceApplyContext(
  db: DbOrTx,
  userId: number,
  companyId: number,
  today: DateString,
): Promise<ApplyContext> {
  const [employee, terms] = await readTogether(db, [
    () => findHiredEmployee(db, userId, companyId),
    () => quoteTerms(db, companyId),
  ]);
  const eligibility = applyEligibility({
    kind: 'insurance',
    today,
    deadline: terms.deadline,
    hired: employee !== null,
  });
  return { kind: 'insurance', today, employee, terms, eligibility };
}

/**
 * The code of a passed deadline for what is applied for: insurance has its own, so its screen
 * and its text (the domain's ERRORS) say "seguros", not "préstamos" (spec 01 §8).
 */
const DEADLINE_CODES = { loan: 'deadline_passed', insurance: 'insurance_deadline_passed' } as const;

/** The API error of a refusal of an application for `kind`. */
export function refusalError(
  reason: ApplyBlockReason,
  terms: QuoteTerms,
  kind: keyof typeof DEADLINE_CODES = 'loan',
): AppError {
  switch (reason) {
    case 'not_employee':
      return new AppError('forbidden', { message: serverMessage('notEmployee') });
    case 'product_unavailable':
      return new AppError('not_found', { message: serverMessage('productUnavailable') });
    case 'active_loan_exists':
      return new AppError('active_loan_exists');
    case 'deadline_passed':
      return new AppError(DEADLINE_CODES[kind]);
    case 'no_weeks_available':
      return new AppError(
        'no_weeks_available',
        terms.deadline === null ? { message: serverMessage('noDeadline') } : {},
      );
  }
}

/** The context when the application would be accepted; otherwise its refusal. */
export function requireEligible<C extends ApplyContext>(context: C): Eligible<C> {
  const { eligibility } = context;
  if (!eligibility.ok) throw refusalError(eligibility.reason, context.terms, context.kind);
  // applyEligibility accepts only a hired employee and, for a loan, an offered product.
  return { ...context, deadline: eligibility.deadline } as Eligible<C>;
}

type Eligible<C extends ApplyContext> = C & { employee: Applicant; deadline: DateString } & (C extends LoanApplyContext
    ? { product: OfferedProduct }
    : unknown);
