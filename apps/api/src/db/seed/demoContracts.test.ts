/**
 * The demo seed: every demo loan has its signed contract version 1, an
 * accepted counter offer has version 2 with its own (different) seeded signature and the
 * figures of the domain's acceptedFigures, and every seeded audit step names a real actor.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedFigures } from '@abono/domain';
import { useTestApp } from '../../test/testApp';
import { loanDetailOf } from '../../test/loanDetailOf';
import { auditLog, loanContracts, loans } from '../schema';
import { seedDemo } from './demo';

const t = useTestApp();

describe('demo loans: contracts and audit actors', () => {
  beforeAll(async () => {
    await seedDemo(t.db, { today: '2026-11-21', now: new Date() });
  });

  it('writes version 1 for every loan, with the requested figures and the seeded signature', async () => {
    const all = await t.db.select().from(loans);
    const originals = await t.db.select().from(loanContracts).where(eq(loanContracts.version, 1));
    expect(originals).toHaveLength(all.length);
    for (const loan of all.filter((l) => l.status !== 'accepted')) {
      const v1 = originals.find((c) => c.loanId === loan.id)!;
      expect(v1).toMatchObject({
        kind: 'original',
        amount: loan.originalAmount,
        totalAmount: loan.totalAmount,
        signatureFileId: loan.signatureFileId,
      });
    }
  });

  it('an accepted counter offer has version 2: acceptedFigures of the offer, its own signature', async () => {
    const accepted = await t.db.select().from(loans).where(eq(loans.status, 'accepted'));
    expect(accepted.length).toBeGreaterThan(0);
    for (const loan of accepted) {
      const versions = await t.db.select().from(loanContracts).where(eq(loanContracts.loanId, loan.id));
      const v1 = versions.find((v) => v.version === 1)!;
      const v2 = versions.find((v) => v.version === 2)!;
      const figures = acceptedFigures(loan.counterOffer!);
      expect(v2).toMatchObject({ kind: 'counter_offer', ...figures });
      expect(loan).toMatchObject({
        originalAmount: figures.amount,
        totalAmount: figures.totalAmount,
        finalPaymentDate: figures.finalPaymentDate,
      });
      expect(v1.amount).not.toBe(v2.amount);
      expect(v2.signatureFileId).not.toBe(v1.signatureFileId);
      expect(v2.signedAt.getTime()).toBeGreaterThan(v1.signedAt.getTime());
    }
    const others = await t.db.select().from(loanContracts).where(eq(loanContracts.version, 2));
    expect(others).toHaveLength(accepted.length);
  });

  it('every seeded audit step names a real actor, and the detail shows the changed fields', async () => {
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'loan'), isNull(auditLog.actorUserId))),
    ).toEqual([]);
    const [accepted] = await t.db.select().from(loans).where(eq(loans.status, 'accepted'));
    const detail = await loanDetailOf(t.db, accepted!.id);
    for (const entry of detail.audit) {
      expect(entry.actorName, entry.action).toBeTruthy();
    }
    const apply = detail.audit.find((a) => a.action === 'apply')!;
    expect(apply.actorName).toBe(accepted!.employeeName);
    const acceptance = detail.audit.find((a) => a.action === 'accept_counter_offer')!;
    expect(acceptance.actorName).toBe(accepted!.employeeName);
    expect(acceptance.changes).toContainEqual({
      field: 'originalAmount',
      from: detail.originalFigures!.originalAmount,
      to: accepted!.originalAmount,
    });
    expect(detail.contracts.map((c) => c.kind)).toEqual(['original', 'counter_offer']);
  });
});
