/** Audit rows, one or many in one statement (bulk actions), exactly as given. Real PostgreSQL. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { recordAudit, recordAudits } from './recordAudit';

const t = useTestApp();

describe('recordAudit(s)', () => {
  it('writes one row with its fields, and 6,000 rows in one call', async () => {
    const company = await createCompany(t.db);
    const actor = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    await recordAudit(t.db, {
      entityType: 'loan',
      entityId: 1,
      companyId: company.id,
      actorUserId: actor.id,
      action: 'approve',
      fromStatus: 'pending',
      toStatus: 'approved',
      changes: { note: 'ñandú "x"\\' },
    });
    const [one] = await t.db.select().from(auditLog).where(eq(auditLog.companyId, company.id));
    expect(one).toMatchObject({
      entityType: 'loan',
      entityId: 1,
      actorUserId: actor.id,
      action: 'approve',
      fromStatus: 'pending',
      toStatus: 'approved',
      changes: { note: 'ñandú "x"\\' },
    });

    const other = await createCompany(t.db);
    await recordAudits(
      t.db,
      Array.from({ length: 6000 }, (_, i) => ({
        entityType: 'loan',
        entityId: i + 1,
        companyId: other.id,
        actorUserId: null,
        action: 'reject',
        fromStatus: i % 2 ? 'error' : 'pending',
        toStatus: 'rejected',
      })),
    );
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.companyId, other.id));
    expect(rows).toHaveLength(6000);
    expect(rows.filter((r) => r.fromStatus === 'error')).toHaveLength(3000);
    expect(
      rows.every((r) => r.toStatus === 'rejected' && r.actorUserId === null && Object.keys(r.changes).length === 0),
    ).toBe(true);
    await recordAudits(t.db, []);
  });

  it('keeps the statuses of every audited entity: loans, insurance requests and employees (decision 043)', async () => {
    const company = await createCompany(t.db);
    await recordAudits(t.db, [
      {
        entityType: 'insurance',
        entityId: 1,
        companyId: company.id,
        actorUserId: null,
        action: 'approve',
        fromStatus: 'pending',
        toStatus: 'approved',
      },
      {
        entityType: 'employee',
        entityId: 2,
        companyId: company.id,
        actorUserId: null,
        action: 'deactivate_with_savings',
        fromStatus: 'hired',
        toStatus: 'terminated',
      },
      {
        entityType: 'user',
        entityId: 3,
        companyId: company.id,
        actorUserId: null,
        action: 'revoke_access',
        changes: { is_active: { from: true, to: false } },
      },
    ]);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.companyId, company.id))
      .orderBy(auditLog.entityId);
    expect(rows.map((r) => [r.entityType, r.fromStatus, r.toStatus])).toEqual([
      ['insurance', 'pending', 'approved'],
      ['employee', 'hired', 'terminated'],
      ['user', null, null],
    ]);
    expect(rows[2]!.changes).toEqual({ is_active: { from: true, to: false } });
  });
});
