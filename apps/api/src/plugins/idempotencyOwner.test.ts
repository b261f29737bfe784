/** The Idempotency-Key owner locks (decision 049) against real PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/testApp';
import { idempotencyLockId, ownerLocks } from './idempotencyOwner';

const t = useTestApp();

describe('ownerLocks', () => {
  it('one owner per user and key, across pools (as across API processes); free again once released', async () => {
    const a = ownerLocks(t.db);
    const b = ownerLocks(t.db);
    try {
      const owner = await a.tryOwn(1, 'k');
      expect(owner).not.toBeNull();
      expect(await b.tryOwn(1, 'k')).toBeNull();
      // Another key, or the same key of another user, is independent.
      const other = await b.tryOwn(1, 'k2');
      const otherUser = await b.tryOwn(2, 'k');
      expect(other).not.toBeNull();
      expect(otherUser).not.toBeNull();
      await owner!.release();
      await owner!.release(); // twice is harmless
      const next = await b.tryOwn(1, 'k');
      expect(next).not.toBeNull();
      await Promise.all([next!.release(), other!.release(), otherUser!.release()]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('closing gives every key back (so shutdown never waits on a held one)', async () => {
    const a = ownerLocks(t.db);
    const b = ownerLocks(t.db);
    try {
      expect(await a.tryOwn(3, 'cierre')).not.toBeNull();
      await a.close();
      const owner = await b.tryOwn(3, 'cierre');
      expect(owner).not.toBeNull();
      await owner!.release();
    } finally {
      await b.close();
    }
  });

  it('an ownership nobody gave back is released after the safety limit', async () => {
    const maxHoldMs = 300;
    const a = ownerLocks(t.db, { maxHoldMs });
    const b = ownerLocks(t.db);
    try {
      const asked = Date.now();
      expect(await a.tryOwn(4, 'olvidada')).not.toBeNull();
      expect(await b.tryOwn(4, 'olvidada')).toBeNull();
      // Ask until the key is free rather than after a fixed pause, which a loaded machine can
      // outlast (the release is a timer plus a round trip to PostgreSQL); bounded, so a safety net
      // that never fires fails the test.
      let owner: Awaited<ReturnType<typeof b.tryOwn>> = null;
      while (owner === null && Date.now() - asked < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        owner = await b.tryOwn(4, 'olvidada');
      }
      expect(owner).not.toBeNull();
      // Freed by the safety net, not earlier (a timer may fire up to 1 ms early).
      expect(Date.now() - asked).toBeGreaterThanOrEqual(maxHoldMs - 1);
      await owner!.release();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lock ids are 64-bit, stable, and differ by user and by key', () => {
    const id = idempotencyLockId(7, 'clave');
    expect(id).toBe(idempotencyLockId(7, 'clave'));
    expect(BigInt(id) >= -(2n ** 63n) && BigInt(id) < 2n ** 63n).toBe(true);
    expect(new Set([id, idempotencyLockId(8, 'clave'), idempotencyLockId(7, 'clave2')]).size).toBe(3);
  });
});
