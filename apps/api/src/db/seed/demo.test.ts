import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FINGERPRINT_HEADER,
  LOAN_STATUSES,
  accountProblem,
  isActiveLoan,
  quoteLoan,
  type BankCode,
} from '@abono/domain';
import { useTestApp } from '../../test/testApp';
import {
  auditLog,
  companies,
  companySettings,
  employees,
  loans,
  notifications,
  systemState,
  userCompanies,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SEED_MARKER, demoDeadline, seedDemo } from './demo';

const t = useTestApp();
const TODAY = '2026-11-21';

describe('seedDemo', () => {
  let first: { seeded: boolean };

  beforeAll(async () => {
    first = await seedDemo(t.db, { today: TODAY, now: new Date() });
  });

  it('seeds once and leaves the marker', async () => {
    expect(first.seeded).toBe(true);
    expect(await seedDemo(t.db, { today: TODAY, now: new Date() })).toEqual({ seeded: false });
    const marker = await t.db.select().from(systemState).where(eq(systemState.key, DEMO_SEED_MARKER));
    expect(marker).toHaveLength(1);
    expect(await t.db.$count(companies)).toBe(2);
  });

  it('computes the deadline of 03 §7', () => {
    expect(demoDeadline('2026-11-21')).toBe('2027-01-30');
    expect(demoDeadline('2026-03-01')).toBe('2026-12-18');
  });

  it('gives each company settings and about 60 employees', async () => {
    const settings = await t.db.select().from(companySettings);
    expect(settings).toHaveLength(2);
    for (const s of settings) expect(s).toMatchObject({ interestRate: '2.5000', deadline: demoDeadline(TODAY) });
    expect(settings.map((s) => s.issuerCode).sort()).toEqual(['12345', null]);
    const people = await t.db.select().from(employees);
    expect(people.length).toBe(120);
    for (const e of people) {
      expect(['072', '021']).toContain(e.bank);
      // The form's and the import's own rule: 10 digits, or a CLABE of that bank with its check digit.
      expect(accountProblem(e.accountNumber ?? '', e.bank as BankCode), e.accountNumber ?? '').toBeNull();
      expect(e.accountNumber).toMatch(/^\d+$/);
    }
  });

  it('lets every demo account sign in with the demo password', async () => {
    const fingerprint = 'demo-seed-test-fingerprint';
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { [FINGERPRINT_HEADER]: fingerprint },
        payload: { tin: account.tin, password: DEMO_PASSWORD, fingerprint },
      });
      expect(res.statusCode, account.tin).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${res.json().accessToken}` },
      });
      expect(me.json()).toMatchObject({ role: account.role, needsOnboarding: false, needsCompanyOnboarding: false });
    }
  });

  it('gives the demo employee a hired record in both companies and no active loan', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.tin, 'EMPL800101AA1'));
    const records = await t.db.select().from(employees).where(eq(employees.userId, user!.id));
    expect(records).toHaveLength(2);
    expect(records.every((r) => r.status === 'hired')).toBe(true);
    expect(await t.db.select().from(userCompanies).where(eq(userCompanies.userId, user!.id))).toHaveLength(2);
    const own = await t.db.select().from(loans).where(eq(loans.userId, user!.id));
    expect(own.filter((l) => isActiveLoan(l.status as never, l.finalPaymentDate, TODAY))).toHaveLength(0);
  });

  it('covers every loan status with figures from quoteLoan', async () => {
    const all = await t.db.select().from(loans);
    expect(new Set(all.map((l) => l.status))).toEqual(new Set(LOAN_STATUSES));
    for (const loan of all) {
      const r = quoteLoan({
        today: loan.requestedOn,
        deadline: loan.deadline,
        monthlyRatePercent: loan.monthlyRate,
        amount: loan.originalAmount,
        weeklyDiscount: loan.weeklyDiscount,
      });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(loan).toMatchObject({
        interestAmount: r.quote.interestAmount,
        totalAmount: r.quote.totalAmount,
        weeksNeeded: r.quote.weeksNeeded,
        finalPayment: r.quote.finalPayment,
        finalPaymentDate: r.quote.finalPaymentDate,
      });
      expect(loan.isActive).toBe(!['rejected', 'not_accepted'].includes(loan.status));
      if (['counter_offered', 'accepted', 'not_accepted'].includes(loan.status))
        expect(loan.counterOffer?.reason).toBeTruthy();
      if (loan.status === 'confirmed') expect(loan.confirmedAt).not.toBeNull();
      if (['error', 'employee_notified', 'error_released'].includes(loan.status))
        expect(loan.errorComment).toBeTruthy();
    }
  });

  it('writes an apply row and one row per transition for each loan', async () => {
    const all = await t.db.select().from(loans);
    const rows = await t.db.select().from(auditLog);
    for (const loan of all) {
      const trail = rows
        .filter((r) => r.entityType === 'loan' && r.entityId === loan.id)
        .sort((a, b) => +a.createdAt - +b.createdAt);
      expect(trail[0]).toMatchObject({ action: 'apply', fromStatus: null, toStatus: 'pending' });
      expect(trail.at(-1)?.toStatus).toBe(loan.status);
    }
  });

  it('leaves notifications for HR, treasury and the employee', async () => {
    const rows = await t.db
      .select({ tin: users.tin, type: notifications.type })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    const tins = new Set(rows.map((r) => r.tin));
    for (const tin of ['RRHH800101AA1', 'TESO800101AA1', 'EMPL800101AA1']) expect(tins.has(tin)).toBe(true);
  });
});
