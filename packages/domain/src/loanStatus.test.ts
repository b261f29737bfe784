import { describe, expect, it } from 'vitest';
import {
  LOAN_ACTIONS,
  LOAN_STATUSES,
  activeFlagFor,
  canTransition,
  isActiveLoan,
  nextStatus,
  type LoanAction,
  type LoanStatus,
} from './loanStatus';

/** Decisions 03 §3, written out row by row independently of LOAN_TRANSITIONS. */
const TABLE: [LoanAction, LoanStatus[], LoanStatus][] = [
  ['edit', ['pending'], 'counter_offered'],
  ['approve', ['pending'], 'approved'],
  ['reject', ['pending', 'error'], 'rejected'],
  ['counter_offer', ['pending'], 'counter_offered'],
  ['accept_counter_offer', ['counter_offered'], 'accepted'],
  ['reject_counter_offer', ['counter_offered'], 'not_accepted'],
  ['bank_file', ['approved', 'accepted', 'error_released'], 'applied'],
  ['confirm', ['applied', 'approved', 'accepted', 'error_released'], 'confirmed'],
  ['report_error', ['applied', 'approved', 'accepted', 'error_released'], 'error'],
  ['notify_employee', ['error'], 'employee_notified'],
  ['release_error', ['employee_notified'], 'error_released'],
];

const allowed = new Map<string, LoanStatus>();
for (const [action, froms, to] of TABLE) for (const from of froms) allowed.set(`${action}:${from}`, to);

describe('loan transitions', () => {
  it('covers every action', () => {
    expect(new Set(TABLE.map(([a]) => a))).toEqual(new Set(LOAN_ACTIONS.filter((a) => a !== 'apply')));
  });

  it('starts a loan only from none, as pending', () => {
    expect(nextStatus('apply', null)).toBe('pending');
    for (const s of LOAN_STATUSES) expect(canTransition('apply', s)).toBe(false);
  });

  for (const action of LOAN_ACTIONS.filter((a) => a !== 'apply')) {
    it(`${action}: allows the table's moves and refuses every other`, () => {
      expect(nextStatus(action, null)).toBeNull();
      for (const from of LOAN_STATUSES) {
        const expected = allowed.get(`${action}:${from}`) ?? null;
        expect(nextStatus(action, from)).toBe(expected);
        expect(canTransition(action, from)).toBe(expected !== null);
      }
    });
  }
});

describe('isActiveLoan', () => {
  const today = '2026-11-21';

  it('is false for rejected and not_accepted', () => {
    expect(isActiveLoan('rejected', '2026-12-18', today)).toBe(false);
    expect(isActiveLoan('not_accepted', null, today)).toBe(false);
  });

  it('ends a confirmed loan once its final payment date has passed', () => {
    expect(isActiveLoan('confirmed', '2026-11-20', today)).toBe(false);
    expect(isActiveLoan('confirmed', '2026-11-21', today)).toBe(true);
    expect(isActiveLoan('confirmed', '2026-12-18', today)).toBe(true);
    expect(isActiveLoan('confirmed', null, today)).toBe(true);
  });

  it('is true for every other status, even with a past final date', () => {
    for (const s of LOAN_STATUSES.filter((x) => !['rejected', 'not_accepted', 'confirmed'].includes(x))) {
      expect(isActiveLoan(s, '2026-01-01', today)).toBe(true);
    }
  });
});

describe('activeFlagFor', () => {
  it('stores is_active false exactly for the closed statuses', () => {
    for (const s of LOAN_STATUSES) expect(activeFlagFor(s)).toBe(!['rejected', 'not_accepted'].includes(s));
  });

  it('agrees with isActiveLoan whenever the final payment date is still ahead', () => {
    for (const s of LOAN_STATUSES) expect(activeFlagFor(s)).toBe(isActiveLoan(s, '2026-12-18', '2026-11-21'));
  });
});
