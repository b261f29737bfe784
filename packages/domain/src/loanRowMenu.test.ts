import { describe, expect, it } from 'vitest';
import { CALCULATION_RESULTS, LOAN_STATUSES, type CalculationResult, type LoanStatus } from './loanStatus';
import { bulkOffenders, canBulk, canRowAction, loanRowMenu } from './loanRowMenu';

/** Spec 02: Approve, Reject and Counter offer are disabled for these statuses. */
const DISABLED_FOR = [
  'approved',
  'rejected',
  'accepted',
  'not_accepted',
  'employee_notified',
  'error_released',
  'counter_offered',
  'confirmed',
  'applied',
];

describe('loanRowMenu (spec 02 row menu rules)', () => {
  for (const status of LOAN_STATUSES) {
    for (const calc of CALCULATION_RESULTS) {
      it(`${status} / ${calc}`, () => {
        const menu = loanRowMenu({ status, calculation_result: calc });
        if (calc === 'pending') {
          expect(menu).toEqual({ disabled: true, hint: 'upload_savings_first', items: [] });
          return;
        }
        // No menu of greyed-out items, but the reason there is none.
        if (DISABLED_FOR.includes(status)) {
          expect(menu).toEqual({ disabled: true, hint: 'no_actions', items: [] });
          return;
        }
        expect(menu.disabled).toBe(false);
        expect(menu.hint).toBeNull();
        if (status === 'error') {
          expect(menu.items).toEqual([
            { action: 'reject', enabled: true },
            { action: 'notify_employee', enabled: true },
          ]);
          return;
        }
        expect(menu.items.map((i) => i.action)).toEqual(['edit', 'approve', 'reject', 'counter_offer']);
        for (const i of menu.items) expect(i.enabled, i.action).toBe(true);
      });
    }
  }

  it('pending status with a result offers every action enabled', () => {
    expect(canRowAction('approve', { status: 'pending', calculation_result: 'reject' })).toBe(true);
    expect(canRowAction('notify_employee', { status: 'pending', calculation_result: 'pass' })).toBe(false);
  });
});

describe('canBulk (spec 02 bulk rules)', () => {
  const loan = (status: LoanStatus, calculation_result: CalculationResult) => ({ status, calculation_result });
  it('approve only if every loan is pass (and pending)', () => {
    expect(canBulk('approve', [loan('pending', 'pass'), loan('pending', 'pass')])).toBe(true);
    expect(canBulk('approve', [loan('pending', 'pass'), loan('pending', 'review')])).toBe(false);
    expect(canBulk('approve', [loan('approved', 'pass')])).toBe(false);
  });
  it('counter offers only if every loan is review (and pending)', () => {
    expect(canBulk('counter_offer', [loan('pending', 'review')])).toBe(true);
    expect(canBulk('counter_offer', [loan('pending', 'review'), loan('pending', 'pass')])).toBe(false);
    expect(canBulk('counter_offer', [loan('counter_offered', 'review')])).toBe(false);
  });
  it('reject whenever every loan may be rejected, whatever its result', () => {
    expect(canBulk('reject', [loan('pending', 'pass'), loan('pending', 'reject'), loan('error', 'review')])).toBe(true);
    expect(canBulk('reject', [loan('pending', 'pending')])).toBe(false);
    expect(canBulk('reject', [loan('confirmed', 'pass')])).toBe(false);
  });
  it('nothing selected enables nothing; offenders are listed', () => {
    expect(canBulk('reject', [])).toBe(false);
    const a = { id: 1, ...loan('pending', 'pass') };
    const b = { id: 2, ...loan('pending', 'review') };
    expect(bulkOffenders('approve', [a, b]).map((l) => l.id)).toEqual([2]);
  });
});
