/**
 * The demo's notifications come from the same catalog and recipient rule as the services:
 * the services' texts ("por", not "de"), and every company user whose role grants the
 * notice's permission — not a hand-picked role.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_CATALOG, recipientPermissions } from '@abono/domain';
import { useTestApp } from '../../test/testApp';
import { permissionHolderIds } from '../../modules/notifications/notify';
import { companies, notifications } from '../schema';
import { seedDemo } from './demo';

const t = useTestApp();

describe('demo notifications', () => {
  beforeAll(async () => {
    await seedDemo(t.db, { today: '2026-11-21' });
  });

  it('use the services’ wording', async () => {
    const requests = await t.db.select({ message: notifications.message }).from(notifications).where(eq(notifications.type, 'loan_request'));
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
});
