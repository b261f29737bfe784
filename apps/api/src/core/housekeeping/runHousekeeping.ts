/**
 * One housekeeping pass (decision 093): deletes the rows whose purpose has ended, in one
 * transaction that first takes a PostgreSQL advisory lock with `pg_try_advisory_xact_lock`. With
 * several API processes on one database (decision 092) each runs its own timer; whoever holds the
 * lock prunes, the others skip at once instead of waiting or deleting the same rows twice. The lock
 * ends with the transaction, so a process killed mid-pass frees it with its connection.
 *
 * Every cutoff comes from `now` (the injected clock), never from the database's clock, so tests
 * place rows exactly around each boundary.
 */
import { and, eq, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  emailOutbox,
  idempotencyKeys,
  loginAttempts,
  notifications,
  rateLimitHits,
  refreshTokenFamilies,
} from '../../db/schema';
import {
  FAILED_LOGIN_MAX_AGE_MS,
  IDEMPOTENCY_KEY_MAX_AGE_MS,
  RATE_LIMIT_HIT_MAX_AGE_MS,
  READ_NOTIFICATION_MAX_AGE_MS,
  SENT_EMAIL_MAX_AGE_MS,
  SUCCESSFUL_LOGIN_MAX_AGE_MS,
} from './retention';

/** Advisory-lock namespace of the two-key form (the login throttle uses 6101–6103). */
const LOCK_HOUSEKEEPING = 6_104;

export interface PrunedCounts {
  loginAttempts: number;
  /** Expired refresh-token families; their tokens go with them (ON DELETE CASCADE). */
  refreshFamilies: number;
  idempotencyKeys: number;
  readNotifications: number;
  rateLimitHits: number;
  sentEmails: number;
}

/** `ran: false` when another process (or another pass of this one) holds the lock. */
export type HousekeepingResult = { ran: true; pruned: PrunedCounts } | { ran: false };

function before(now: Date, ageMs: number): Date {
  return new Date(now.getTime() - ageMs);
}

export async function runHousekeeping(db: Db, now: Date): Promise<HousekeepingResult> {
  return db.transaction(async (tx): Promise<HousekeepingResult> => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${LOCK_HOUSEKEEPING}, 0) as locked`,
    );
    if (!rows[0]?.locked) return { ran: false };

    const logins = await tx
      .delete(loginAttempts)
      .where(
        or(
          and(eq(loginAttempts.succeeded, false), lt(loginAttempts.createdAt, before(now, FAILED_LOGIN_MAX_AGE_MS))),
          and(eq(loginAttempts.succeeded, true), lt(loginAttempts.createdAt, before(now, SUCCESSFUL_LOGIN_MAX_AGE_MS))),
        ),
      );
    // Expired as rotation and "Mis sesiones" see it: expires_at <= now (a live family has expires_at > now).
    const families = await tx.delete(refreshTokenFamilies).where(lte(refreshTokenFamilies.expiresAt, now));
    const keys = await tx
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, before(now, IDEMPOTENCY_KEY_MAX_AGE_MS)));
    const read = await tx
      .delete(notifications)
      .where(
        and(eq(notifications.isRead, true), lt(notifications.createdAt, before(now, READ_NOTIFICATION_MAX_AGE_MS))),
      );
    const hits = await tx
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.createdAt, before(now, RATE_LIMIT_HIT_MAX_AGE_MS)));
    const emails = await tx
      .delete(emailOutbox)
      .where(and(isNotNull(emailOutbox.sentAt), lt(emailOutbox.sentAt, before(now, SENT_EMAIL_MAX_AGE_MS))));

    return {
      ran: true,
      pruned: {
        loginAttempts: logins.rowCount ?? 0,
        refreshFamilies: families.rowCount ?? 0,
        idempotencyKeys: keys.rowCount ?? 0,
        readNotifications: read.rowCount ?? 0,
        rateLimitHits: hits.rowCount ?? 0,
        sentEmails: emails.rowCount ?? 0,
      },
    };
  });
}
