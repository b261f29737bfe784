/**
 * The demo's notifications come from the same catalog and recipient rule as the services:
 * the services' texts ("por", not "de"), and every company user whose role grants the
 * notice's permission — not a hand-picked role.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_CATALOG, formatMXN, recipientPermissions } from '@abono/domain';
import { useTestApp } from '../../test/testApp';
import { permissionHolderIds } from '../../core/notifications/notify';
import { companies, loans, notifications } from '../schema';
import { seedDemo } from './demo';

const t = useTestApp();

describe('demo notifications', () => {
  beforeAll(async () => {
    await seedDemo(t.db, { today: '2026-11-21', now: new Date() });
  });

  it('use the services’ wording', async () => {
    const requests = await t.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.type, 'loan_request'));
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) expect(r.message).toMatch(/ solicitó un préstamo por \$[\d,]+\.\d{2}\.$/);
  });

  it('reach exactly the company users whose role grants the permission', async () => {
    const perms = recipientPermissions(NOTICE_CATALOG.loan_requested.recipients);
    for (const company of await t.db.select({ id: companies.id }).from(companies)) {
      const expected = await permissionHolderIds(t.db, company.id, perms);
      const rows = await t.db
        .selectDistinct({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.companyId, company.id), eq(notifications.type, 'loan_request')));
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.map((r) => r.userId).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  // A seeded notice said Arturo rejected a counter offer of $21,000.00 (the request) though it was $14,000.00.
  // The request's notice names the amount requested.
  it("counter-offer notices name the counter offer's amount", async () => {
    const offered = (await t.db.select().from(loans)).filter((l) => l.counterOffer !== null);
    expect(offered.some((l) => l.status === 'not_accepted')).toBe(true);
    expect(offered.some((l) => l.status === 'accepted')).toBe(true);
    for (const loan of offered) {
      const rows = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.resourceType, 'loan'), eq(notifications.resourceId, loan.id)));
      const counterNotices = rows.filter(
        (r) => r.type === 'loan_counter_response' || r.title === 'Recibiste una contraoferta',
      );
      expect(counterNotices.length).toBeGreaterThan(0);
      for (const r of counterNotices) expect(r.message).toContain(formatMXN(loan.counterOffer!.amount));
      // The request's notice names what was asked for, never the counter offer's amount.
      const request = rows.find((r) => r.type === 'loan_request');
      expect(request).toBeDefined();
      expect(request!.message).not.toContain(formatMXN(loan.counterOffer!.amount));
      // Not accepted: the loan's own amount is still the one requested.
      if (loan.status !== 'accepted') expect(request!.message).toContain(formatMXN(loan.originalAmount));
    }
  });
});
