/**
 * Notices of a bulk action: the permission holders of the company (chosen by permission, never
 * by role name) get one per loan, and each loan's own employee gets theirs. Real PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { sendNoticeToMany } from './notify';

const t = useTestApp();

describe('sendNoticeToMany', () => {
  it("treasury gets one notice per loan; the subject's notice goes to each loan's own employee", async () => {
    const company = await createCompany(t.db);
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const [ana, beto] = [
      await createUser(t.db, { role: 'employee', companyIds: [company.id] }),
      await createUser(t.db, { role: 'employee', companyIds: [company.id] }),
    ];
    const targets = [
      { resourceId: 11, subjectUserId: ana.id, params: { employeeName: 'Ana', amount: '1000.00' } },
      { resourceId: 12, subjectUserId: beto.id, params: { employeeName: 'Beto', amount: '2000.00' } },
      { resourceId: 13, subjectUserId: null, params: { employeeName: 'Sin cuenta', amount: '3000.00' } },
    ];
    await sendNoticeToMany(t.db, 'loan_ready_for_deposit', company.id, targets);
    await sendNoticeToMany(t.db, 'loan_approved', company.id, targets);
    const rows = await t.db.select().from(notifications).where(eq(notifications.companyId, company.id));
    const of = (userId: number) =>
      rows
        .filter((r) => r.userId === userId)
        .map((r) => r.resourceId)
        .sort();
    expect(of(treasury.id)).toEqual([11, 12, 13]);
    expect(of(ana.id)).toEqual([11]);
    expect(of(beto.id)).toEqual([12]);
    expect(of(hr.id)).toEqual([]);
    const betoRow = rows.find((r) => r.userId === beto.id)!;
    expect(betoRow).toMatchObject({ type: 'loan_status_change', title: 'Tu préstamo fue aprobado' });
    expect(betoRow.message).toContain('$2,000.00');
    await sendNoticeToMany(t.db, 'loan_approved', company.id, []);
  });
});
