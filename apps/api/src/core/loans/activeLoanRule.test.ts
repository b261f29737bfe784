/**
 * The active-loan rule in SQL (active.ts and the check constraint) against the domain's
 * isActiveLoan, for every status and a final payment date before, on and after today.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLOSED_STATUSES, LOAN_STATUSES, activeFlagFor, addDays, isActiveLoan, todayInMexicoCity } from '@abono/domain';
import { loans } from '../../db/schema';
import { createCompany, createLoan } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { activeLoanWhere, staleActiveFlagWhere } from './active';

const t = useTestApp();

describe('the active-loan rule in SQL', () => {
  it('selects exactly the loans isActiveLoan calls active, and flags as stale exactly the expired ones', async () => {
    const company = await createCompany(t.db);
    const today = todayInMexicoCity();
    const cases: Array<{ id: number; status: (typeof LOAN_STATUSES)[number]; finalPaymentDate: string }> = [];
    for (const status of LOAN_STATUSES) {
      for (const finalPaymentDate of [addDays(today, -1), today, addDays(today, 1)]) {
        const { id } = await createLoan(t.db, { companyId: company.id, status, finalPaymentDate });
        cases.push({ id, status, finalPaymentDate });
      }
    }
    const ids = cases.map((c) => c.id);
    const inCompany = inArray(loans.id, ids);
    const active = new Set(
      (
        await t.db
          .select({ id: loans.id })
          .from(loans)
          .where(and(inCompany, activeLoanWhere(today)))
      ).map((r) => r.id),
    );
    const stale = new Set(
      (
        await t.db
          .select({ id: loans.id })
          .from(loans)
          .where(and(inCompany, staleActiveFlagWhere(today)))
      ).map((r) => r.id),
    );
    for (const c of cases) {
      const expected = isActiveLoan(c.status, c.finalPaymentDate, today);
      expect(active.has(c.id), `${c.status} ending ${c.finalPaymentDate}`).toBe(expected);
      expect(stale.has(c.id), `${c.status} ending ${c.finalPaymentDate}`).toBe(activeFlagFor(c.status) && !expected);
    }
  });

  it('the check constraint refuses is_active on exactly the closed statuses', async () => {
    const company = await createCompany(t.db);
    for (const status of LOAN_STATUSES) {
      const attempt = createLoan(t.db, { companyId: company.id, status, isActive: true }).then(
        () => 'stored',
        (error: unknown) => String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error),
      );
      const closed = (CLOSED_STATUSES as readonly string[]).includes(status);
      expect(await attempt, status).toBe(closed ? 'loans_closed_inactive_ck' : 'stored');
    }
    const rows = await t.db
      .select({ status: loans.status })
      .from(loans)
      .where(and(eq(loans.companyId, company.id), eq(loans.isActive, true)));
    expect(rows).toHaveLength(LOAN_STATUSES.length - CLOSED_STATUSES.length);
  });
});
