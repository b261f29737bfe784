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

interface CalendarFacts {
  /** The business day (Mexico City) the request is made on. */
  today: DateString;
  /** The company's deadline in force; a company without one offers no weeks. */
  deadline: DateString | null;
}

/**
 * Who applies, and for what. A loan needs a product the company offers and that is active,
 * and no other active loan (03 §3). An insurance request has no product row and is not a loan,
 * so neither applies.
 */
export type ApplicantFacts =
  | {
      kind: 'loan';
      /** The applicant has a HIRED employee record in the company. */
      hired: boolean;
      productAvailable: boolean;
      hasActiveLoan: boolean;
    }
  | { kind: 'insurance'; hired: boolean };

export type ApplyFacts = ApplicantFacts & CalendarFacts;

export type ApplyEligibility =
  { ok: true; deadline: DateString; availableWeeks: number } | { ok: false; reason: ApplyBlockReason };

/**
 * The first checks of the rule, the ones about the person and the product, before the calendar
 * is looked at. The offers screen asks only this (spec 01 §2: Apply is hidden with an active
 * loan or without a hired record, and the page says why); a passed deadline or no weeks left
 * are explained by the apply panel, whose offer carries the deadline.
 */
export function applicantRefusal(facts: ApplicantFacts): ApplyBlockReason | null {
  if (!facts.hired) return 'not_employee';
  if (facts.kind === 'loan') {
    if (!facts.productAvailable) return 'product_unavailable';
    if (facts.hasActiveLoan) return 'active_loan_exists';
  }
  return null;
}

export function applyEligibility(facts: ApplyFacts): ApplyEligibility {
  const refuse = (reason: ApplyBlockReason): ApplyEligibility => ({ ok: false, reason });
  const refusal = applicantRefusal(facts);
  if (refusal) return refuse(refusal);
  if (facts.deadline === null) return refuse('no_weeks_available');
  if (facts.today > facts.deadline) return refuse('deadline_passed');
  const availableWeeks = availableWeeksFor(facts.today, facts.deadline);
  if (availableWeeks < 1) return refuse('no_weeks_available');
  return { ok: true, deadline: facts.deadline, availableWeeks };
}
