import { describe, expect, it } from 'vitest';
import { localPage } from '../../../components/DataTable/localRows';
import { FRIDAYS_AHEAD, FRIDAYS_BACK, nextPayrollFriday, payrollFridays } from './payrollFridays';
import { parseTreasuryTab } from './treasuryTab';
import { unpayableGroups } from './unpayableGroups';

describe('nextPayrollFriday', () => {
  it('is the day itself on a Friday (that payroll is still to run), else the coming Friday', () => {
    expect(nextPayrollFriday('2026-11-27')).toBe('2026-11-27');
    expect(nextPayrollFriday('2026-11-28')).toBe('2026-12-04');
    expect(nextPayrollFriday('2026-11-26')).toBe('2026-11-27');
    expect(nextPayrollFriday('2026-12-31')).toBe('2027-01-01');
  });
  it('the picker offers only Fridays, a year back and half a year ahead, oldest first', () => {
    const fridays = payrollFridays('2026-11-25');
    expect(fridays).toHaveLength(FRIDAYS_BACK + FRIDAYS_AHEAD + 1);
    expect(fridays.every((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 5)).toBe(true);
    expect(fridays).toContain('2026-11-27');
    expect([...fridays].sort()).toEqual(fridays);
  });
});

describe('unpayableGroups', () => {
  it('groups the loans by reason in the order listed, each loan once', () => {
    const loan = (loan_id: number, reason: string) => ({ loan_id, control_number: `C${loan_id}`, name: 'N', reason });
    expect(unpayableGroups([loan(1, 'a'), loan(2, 'b'), loan(3, 'a'), loan(3, 'a')])).toEqual([
      { reason: 'a', loanIds: [1, 3] },
      { reason: 'b', loanIds: [2] },
    ]);
  });
});

describe('localPage', () => {
  const rows = ['Peña', 'Álvarez', 'Zúñiga', 'Núñez'].map((name, i) => ({ id: i + 1, name }));
  const base = { fields: (r: { name: string }) => [r.name], sortKey: (r: { name: string }) => r.name, page: 1 };
  it('searches accents and case aside, sorts in Spanish and cuts the page', () => {
    expect(localPage(rows, { ...base, search: 'NUN', desc: false, pageSize: 10 })).toEqual({
      rows: [{ id: 4, name: 'Núñez' }],
      total: 1,
    });
    const page = localPage(rows, { ...base, search: '', desc: false, pageSize: 2 });
    expect(page.rows.map((r) => r.name)).toEqual(['Álvarez', 'Núñez']);
    expect(page.total).toBe(4);
    expect(localPage(rows, { ...base, search: '', desc: true, pageSize: 2, page: 2 }).rows.map((r) => r.name)).toEqual([
      'Núñez',
      'Álvarez',
    ]);
  });
});

describe('parseTreasuryTab', () => {
  it('reads the known tabs and falls back to the pending loans', () => {
    expect(parseTreasuryTab('terminated')).toBe('terminated');
    expect(parseTreasuryTab('history')).toBe('history');
    expect(parseTreasuryTab('<script>')).toBe('pending');
    expect(parseTreasuryTab(null)).toBe('pending');
  });
});
