/**
 * Who may apply, and why not (03 §3 apply; spec 01 §8): one rule for the loan and
 * insurance services, the offer the apply panel opens, the contract preview and both
 * web forms, so a button is never enabled for a request the server would refuse.
 */
import { type DateString } from './dates';
import { availableWeeksFor } from './quote';

/** Why an application would be refused, in the order the checks run. */
export const APPLY_BLOCK_REASONS = [
  'not_employee',
  'product_unavailable',
  'active_loan_exists',
  'deadline_passed',
  'no_weeks_available',
] as const;
export type ApplyBlockReason = (typeof APPLY_BLOCK_REASONS)[number];

interface CommonFacts {
  /** The business day (Mexico City) the request is made on. */
  today: DateString;
  /** The company's deadline in force; a company without one offers no weeks. */
  deadline: DateString | null;
  /** The applicant has a HIRED employee record in the company. */
  hired: boolean;
}

/**
 * A loan needs a product the company offers and that is active, and no other active loan
 * (03 §3). An insurance request has no product row and is not a loan, so neither applies.
 */
export type ApplyFacts =
  | (CommonFacts & { kind: 'loan'; productAvailable: boolean; hasActiveLoan: boolean })
  | (CommonFacts & { kind: 'insurance' });

export type ApplyEligibility =
  | { ok: true; deadline: DateString; availableWeeks: number }
  | { ok: false; reason: ApplyBlockReason };

export function applyEligibility(facts: ApplyFacts): ApplyEligibility {
  const refuse = (reason: ApplyBlockReason): ApplyEligibility => ({ ok: false, reason });
  if (!facts.hired) return refuse('not_employee');
  if (facts.kind === 'loan') {
    if (!facts.productAvailable) return refuse('product_unavailable');
    if (facts.hasActiveLoan) return refuse('active_loan_exists');
  }
  if (facts.deadline === null) return refuse('no_weeks_available');
  if (facts.today > facts.deadline) return refuse('deadline_passed');
  const availableWeeks = availableWeeksFor(facts.today, facts.deadline);
  if (availableWeeks < 1) return refuse('no_weeks_available');
  return { ok: true, deadline: facts.deadline, availableWeeks };
}
