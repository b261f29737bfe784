/**
 * The treasury screen's demo rows (03-decisions.md §7 "Loans covering every status"): Industrias
 * del Bajío, where the demo treasury account works, has loans to send to the bank (approved,
 * accepted, error_released) and applied loans to confirm, every one with a usable account, and
 * the applied ones can be paid by either dispersion file (03 §4): a Banorte account and a
 * 10-digit HSBC account.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountProblem, type BankCode } from '@abono/domain';
import { useTestApp } from '../../test/testApp';
import { companies, employees, loans } from '../schema';
import { seedDemo } from './demo';

const t = useTestApp();

describe('the demo treasury loans', () => {
  let rows: { status: string; bank: string | null; account: string | null }[];

  beforeAll(async () => {
    await seedDemo(t.db, { today: '2026-11-21', now: new Date('2026-11-21T18:00:00Z') });
    const [bajio] = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, 'Industrias del Bajío S.A. de C.V.'));
    rows = await t.db
      .select({ status: loans.status, bank: employees.bank, account: employees.accountNumber })
      .from(loans)
      .innerJoin(employees, eq(employees.id, loans.employeeId))
      .where(
        and(
          eq(loans.companyId, bajio!.id),
          inArray(loans.status, ['approved', 'accepted', 'applied', 'error_released']),
        ),
      );
  });

  it('Industrias del Bajío has approved, accepted, applied and error_released loans, all with usable accounts', () => {
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['approved', 'accepted', 'applied', 'error_released']));
    for (const row of rows) {
      expect(row.account, row.status).toMatch(/^\d{10}$|^\d{18}$/);
      expect(accountProblem(row.account!, row.bank as BankCode), row.account!).toBeNull();
    }
  });

  it('its applied loans include a Banorte account and a 10-digit HSBC account, one for each dispersion file', () => {
    const applied = rows.filter((r) => r.status === 'applied');
    expect(applied.some((r) => r.bank === '072')).toBe(true);
    expect(applied.some((r) => r.bank === '021' && r.account!.length === 10)).toBe(true);
  });
});
