import { describe, expect, it } from 'vitest';
import { applicantRefusal, applyEligibility, type ApplyFacts } from './eligibility';

const loan: ApplyFacts = {
  kind: 'loan',
  today: '2026-11-23',
  deadline: '2026-12-18',
  hired: true,
  productAvailable: true,
  hasActiveLoan: false,
};

describe('applyEligibility', () => {
  it('accepts a hired employee, an offered product, an open deadline with weeks and no active loan', () => {
    // Monday 23 Nov: first deduction Fri 4 Dec, last Fri 18 Dec → 3 weeks.
    expect(applyEligibility(loan)).toEqual({ ok: true, deadline: '2026-12-18', availableWeeks: 3 });
  });

  it('refuses someone without a hired employee record first', () => {
    expect(applyEligibility({ ...loan, hired: false, hasActiveLoan: true, deadline: null })).toEqual({
      ok: false,
      reason: 'not_employee',
    });
  });

  it('refuses a product the company does not offer or that is inactive', () => {
    expect(applyEligibility({ ...loan, productAvailable: false })).toEqual({
      ok: false,
      reason: 'product_unavailable',
    });
  });

  it('refuses a second active loan before looking at the deadline', () => {
    expect(applyEligibility({ ...loan, hasActiveLoan: true, today: '2026-12-19' })).toEqual({
      ok: false,
      reason: 'active_loan_exists',
    });
  });

  it('treats a company without a deadline as offering no weeks', () => {
    expect(applyEligibility({ ...loan, deadline: null })).toEqual({ ok: false, reason: 'no_weeks_available' });
  });

  it('refuses the day after the deadline, not on the deadline itself', () => {
    expect(applyEligibility({ ...loan, today: '2026-12-19' })).toEqual({ ok: false, reason: 'deadline_passed' });
    // On the deadline day the deadline has not passed, but no payroll Friday is left.
    expect(applyEligibility({ ...loan, today: '2026-12-18' })).toEqual({ ok: false, reason: 'no_weeks_available' });
  });

  it('refuses when the deadline leaves no payroll Friday', () => {
    // Monday 14 Dec: the first deduction would be Fri 25 Dec, after the deadline.
    expect(applyEligibility({ ...loan, today: '2026-12-14' })).toEqual({ ok: false, reason: 'no_weeks_available' });
  });

  it('ignores product and active loans for insurance requests, but not the deadline or the employee record', () => {
    const insurance: ApplyFacts = { kind: 'insurance', today: '2026-11-23', deadline: '2026-12-18', hired: true };
    expect(applyEligibility(insurance)).toMatchObject({ ok: true });
    expect(applyEligibility({ ...insurance, today: '2026-12-19' })).toEqual({ ok: false, reason: 'deadline_passed' });
    expect(applyEligibility({ ...insurance, hired: false })).toEqual({ ok: false, reason: 'not_employee' });
  });
});

describe('applicantRefusal (what the offers screen asks before any deadline is known)', () => {
  it('is exactly the part of applyEligibility that comes before the calendar, whatever the dates', () => {
    const calendars = [
      { today: '2026-11-23', deadline: '2026-12-18' },
      { today: '2026-12-19', deadline: '2026-12-18' },
      { today: '2026-12-14', deadline: '2026-12-18' },
      { today: '2026-11-23', deadline: null },
    ] as const;
    for (const hired of [true, false])
      for (const productAvailable of [true, false])
        for (const hasActiveLoan of [true, false])
          for (const calendar of calendars) {
            const facts: ApplyFacts = { kind: 'loan', hired, productAvailable, hasActiveLoan, ...calendar };
            const refusal = applicantRefusal(facts);
            const result = applyEligibility(facts);
            if (refusal) expect(result).toEqual({ ok: false, reason: refusal });
            else expect(result.ok || ['deadline_passed', 'no_weeks_available'].includes(result.reason)).toBe(true);
          }
  });

  it('hides Apply without a hired record or with an active loan, and not for the calendar', () => {
    expect(applicantRefusal({ kind: 'loan', hired: true, productAvailable: true, hasActiveLoan: false })).toBeNull();
    expect(applicantRefusal({ kind: 'loan', hired: false, productAvailable: true, hasActiveLoan: true })).toBe(
      'not_employee',
    );
    expect(applicantRefusal({ kind: 'loan', hired: true, productAvailable: true, hasActiveLoan: true })).toBe(
      'active_loan_exists',
    );
    expect(applicantRefusal({ kind: 'insurance', hired: true })).toBeNull();
  });
});
