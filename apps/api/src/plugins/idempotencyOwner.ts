/**
 * Who is answering an Idempotency-Key right now (decision 049): the request
 * holding a PostgreSQL session advisory lock on the key. The lock lives exactly as long as the
 * owner's database session, so an owner that dies (the API process killed, its connection cut,
 * PostgreSQL restarted) frees the key at once: the next request with the key takes the lock
 * and runs, instead of waiting for a time-out on a claim row nobody will ever answer.
 *
 * The locks use a pool of their own, so an owner holding its lock connection while its handler
 * waits for a connection of the main pool can never starve that pool (which would deadlock
 * once as many owners as main connections held one each).
 */
import pg from 'pg';
import type { Db } from '../db/client';
import { survivesLostConnections } from '../db/client';
import { sha256 } from '../lib/sha256';

/** The 64-bit advisory lock id of a user's key (a hash collision only makes two keys wait on each other). */
/**
 * A safety net, not a time-out: an ownership that neither onSend nor onResponse gave back (a
 * request that never ended) is released after this long, so a key and a connection cannot be
 * held forever. No handler runs this long (uploads are cut at 60 s).
 */
export const MAX_HOLD_MS = 10 * 60_000;

export function idempotencyLockId(userId: number, key: string): string {
  return BigInt.asIntN(64, BigInt(`0x${sha256(`idempotency-key:${userId}:${key}`).slice(0, 16)}`)).toString();
}

export interface Ownership {
  /** Give the key up: unlock and return the connection (or drop it, which unlocks too). */
  release(): Promise<void>;
}

export interface OwnerLocks {
  /** The key's ownership if nobody alive holds it, else null (never waits). */
  tryOwn(userId: number, key: string): Promise<Ownership | null>;
  close(): Promise<void>;
}

export function ownerLocks(db: Db, options: { maxHoldMs?: number } = {}): OwnerLocks {
  const main = (db as unknown as { $client: pg.Pool }).$client;
  // As many owners at once as the main pool has connections: more could not run their handlers anyway.
  const pool = new pg.Pool({ ...main.options, max: main.options.max ?? 10 });
  survivesLostConnections(pool);
  // Closing the app gives every key back first: pool.end() waits for checked-out clients.
  const live = new Set<Ownership>();

  return {
    async tryOwn(userId, key) {
      const lockId = idempotencyLockId(userId, key);
      const client = await pool.connect();
      let owned = false;
      try {
        const { rows } = await client.query<{ owned: boolean }>('select pg_try_advisory_lock($1::bigint) as owned', [
          lockId,
        ]);
        owned = rows[0]?.owned === true;
      } catch (error) {
        client.release(true);
        throw error;
      }
      if (!owned) {
        client.release();
        return null;
      }
      let released = false;
      const ownership: Ownership = {
        async release() {
          if (released) return;
          released = true;
          live.delete(ownership);
          clearTimeout(safetyNet);
          try {
            await client.query('select pg_advisory_unlock($1::bigint)', [lockId]);
            client.release();
          } catch {
            // A connection that cannot unlock is dropped; its session's end frees the lock.
            client.release(true);
          }
        },
      };
      const safetyNet = setTimeout(() => void ownership.release(), options.maxHoldMs ?? MAX_HOLD_MS);
      safetyNet.unref();
      live.add(ownership);
      return ownership;
    },
    async close() {
      await Promise.all([...live].map((ownership) => ownership.release()));
      await pool.end();
    },
  };
}
