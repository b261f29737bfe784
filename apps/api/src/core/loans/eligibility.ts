/**
 * The facts the domain's `applyEligibility` needs, loaded once, and its refusals answered
 * with the API's error codes. Apply, the offer, the contract preview and insurance requests
 * all go through here, so they refuse the same people for the same reasons.
 */
import { applyEligibility, type ApplyBlockReason, type ApplyEligibility, type DateString } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/appError';
import { employeeHasActiveLoan } from './active';
import { findHiredEmployee, findOfferedProduct, type Applicant, type OfferedProduct } from './applicant';
import { quoteTerms, type QuoteTerms } from './quoteCheck';

export const NOT_EMPLOYEE_MESSAGE = 'No tienes un registro de empleado activo en esta empresa.';
const PRODUCT_UNAVAILABLE_MESSAGE = 'El producto no está disponible en esta empresa.';
const NO_DEADLINE_MESSAGE = 'La empresa aún no configura la fecha límite para solicitar préstamos.';

export interface ApplyContext {
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
  const [employee, product, terms] = await Promise.all([
    findHiredEmployee(db, userId, companyId),
    findOfferedProduct(db, companyId, productId),
    quoteTerms(db, companyId),
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
  return { today, employee, product, terms, eligibility };
}

/** Facts of an insurance request: employee record and terms (no product, not a loan). */
export async function insuranceApplyContext(
  db: DbOrTx,
  userId: number,
  companyId: number,
  today: DateString,
): Promise<ApplyContext> {
  const [employee, terms] = await Promise.all([findHiredEmployee(db, userId, companyId), quoteTerms(db, companyId)]);
  const eligibility = applyEligibility({
    kind: 'insurance',
    today,
    deadline: terms.deadline,
    hired: employee !== null,
  });
  return { today, employee, terms, eligibility };
}

/** Per-caller wording of a refusal (insurance has its own deadline text, spec 01 §8). */
export type RefusalOverrides = Partial<Record<ApplyBlockReason, { message?: string; details?: unknown }>>;

/** The API error of a refusal. */
export function refusalError(reason: ApplyBlockReason, terms: QuoteTerms, overrides: RefusalOverrides = {}): AppError {
  const own = overrides[reason] ?? {};
  switch (reason) {
    case 'not_employee':
      return new AppError('forbidden', { message: NOT_EMPLOYEE_MESSAGE, ...own });
    case 'product_unavailable':
      return new AppError('not_found', { message: PRODUCT_UNAVAILABLE_MESSAGE, ...own });
    case 'active_loan_exists':
      return new AppError('active_loan_exists', own);
    case 'deadline_passed':
      return new AppError('deadline_passed', own);
    case 'no_weeks_available':
      return new AppError(
        'no_weeks_available',
        terms.deadline === null ? { message: NO_DEADLINE_MESSAGE, ...own } : own,
      );
  }
}

/** The context when the application would be accepted; otherwise its refusal. */
export function requireEligible<C extends ApplyContext>(context: C, overrides?: RefusalOverrides): Eligible<C> {
  const { eligibility } = context;
  if (!eligibility.ok) throw refusalError(eligibility.reason, context.terms, overrides);
  // applyEligibility accepts only a hired employee and, for a loan, an offered product.
  return { ...context, deadline: eligibility.deadline } as Eligible<C>;
}

type Eligible<C extends ApplyContext> = C & { employee: Applicant; deadline: DateString } & (C extends LoanApplyContext
    ? { product: OfferedProduct }
    : unknown);
