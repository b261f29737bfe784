/**
 * Time enters the API one way (decision 061): every "now" a route or service writes comes from
 * the injected clock, so a test that pins the clock sees exactly that instant in the rows.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loans, notifications, refreshTokenFamilies, users } from '../db/schema';
import { companyScenario, applyFields, applyRequest, borrower, counterOfferBody } from './testSupport';
import { notify } from '../core/notifications/notify';
import { REFRESH_TOKEN_LIFETIME_MS } from '../modules/auth/refreshTokens';
import { createCompany, createUser } from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();

/** A whole-second instant 37 minutes ago: unmistakably not the system's now, still today-ish. */
const pinnedInstant = () => new Date(Math.floor(Date.now() / 1000) * 1000 - 37 * 60_000);

afterEach(() => t.clock.set(null));

describe('the injected clock is the one "now"', () => {
  it("GET /health answers the clock's time", async () => {
    const at = pinnedInstant();
    t.clock.set(at);
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().time).toBe(at.toISOString());
  });

  it("marks notifications read at the clock's now (one and all)", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyIds: [company.id] });
    for (const title of ['Uno', 'Dos']) {
      await notify(t.db, {
        userIds: [user.id],
        companyId: company.id,
        type: 'loan_status_change',
        title,
        message: title,
        resourceType: 'loan',
        resourceId: 1,
      });
    }
    const { headers } = await t.loginAs(user.tin);
    const [first] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .limit(1);
    const at = pinnedInstant();
    t.clock.set(at);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/notifications/${first!.id}/read`, headers })).statusCode,
    ).toBe(200);
    const later = new Date(at.getTime() + 5_000);
    t.clock.set(later);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers })).statusCode).toBe(200);
    const rows = await t.db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(rows.find((r) => r.id === first!.id)!.readAt).toEqual(at);
    expect(rows.find((r) => r.id !== first!.id)!.readAt).toEqual(later);
  });

  it("starts the session's refresh family, ends it at logout and stamps the profile at the clock's now", async () => {
    const user = await createUser(t.db, {});
    const at = pinnedInstant();
    t.clock.set(at);
    const { headers } = await t.loginAs(user.tin);
    const [family] = await t.db
      .select({ expiresAt: refreshTokenFamilies.expiresAt })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.userId, user.id));
    expect(family!.expiresAt).toEqual(new Date(at.getTime() + REFRESH_TOKEN_LIFETIME_MS));
    const onboarding = await t.app.inject({
      method: 'PUT',
      url: `/api/employees/onboarding/${user.id}`,
      headers,
      payload: { email: 'reloj@example.com', phone: '4771234567' },
    });
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    expect(
      (await t.db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, user.id)))[0]!.updatedAt,
    ).toEqual(at);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
    const families = await t.db
      .select({ revokedAt: refreshTokenFamilies.revokedAt })
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.userId, user.id));
    expect(families.map((f) => f.revokedAt)).toEqual([at]);
  });

  it("stamps a loan's state changes (counter offer, the employee's answer) at the clock's now", async () => {
    const s = await companyScenario(t);
    const e = await borrower(t, s.companyId);
    const applied = await applyRequest(t, e.headers, applyFields(s));
    expect(applied.statusCode, applied.body).toBe(201);
    const loanId = applied.json().id as number;
    await t.db.update(loans).set({ calculationResult: 'review' }).where(eq(loans.id, loanId));
    const at = pinnedInstant();
    t.clock.set(at);
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/loans/${loanId}/counter-offer`,
      headers: s.hr.headers,
      payload: counterOfferBody(s),
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const updatedAt = async () =>
      (await t.db.select({ updatedAt: loans.updatedAt }).from(loans).where(eq(loans.id, loanId)))[0]!.updatedAt;
    expect(await updatedAt()).toEqual(at);
    const later = new Date(at.getTime() + 5_000);
    t.clock.set(later);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/loans/${loanId}/reject-counter-offer`, headers: e.headers }))
        .statusCode,
    ).toBe(200);
    expect(await updatedAt()).toEqual(later);
  });
});
