/**
 * Brute-force protection (03 §1). Every password (or activation-code)
 * attempt is a login_attempts row, so the counters live in PostgreSQL and hold across
 * API processes.
 *
 * Per tin: failures counted in the last 15 minutes (and since the tin's last success).
 * From the 5th failure on, the tin is locked for
 *
 *     lockSeconds(n) = min(60 · 2^(n − 5), 900)        n = failures in the window
 *
 * counted from the latest failure: 1 min after 5 failures, 2 after 6, 4 after 7,
 * 8 after 8, and 15 min from 9 on. Attempts refused while locked are not checked and not
 * counted, so a locked user who waits is let in; each new failure doubles the wait.
 *
 * Per IP: 50 failures in 15 minutes (a whole office often shares one address) lock the
 * address until the 50th most recent failure leaves the window. A tin that has signed in
 * successfully from that address before (within KNOWN_PAIR_DAYS) gets a 5× higher IP
 * threshold (decision 008): someone else's failures from the office network must not lock
 * out a person who has no failures of their own; the tin's own limit still applies.
 *
 * Atomicity (insert before check): `reserveAttempt` takes a transaction-scoped advisory
 * lock on the tin and then on the IP (always in that order, so two attempts can't
 * deadlock), checks both limits, and inserts the attempt as a FAILURE before the password
 * is verified. Twenty parallel wrong passwords therefore see 0, 1, 2, 3, 4 earlier
 * failures and the rest see 5 and get 429; a right password arriving after the 5th
 * reservation is refused unchecked. `settleAttempt` then turns the row into a success,
 * or removes it when the outcome says nothing about the password.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../lib/appError';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const TIN_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 50;
/** The IP threshold for a tin that has succeeded from that IP before (decision 008). */
export const KNOWN_PAIR_IP_FAILURE_LIMIT = IP_FAILURE_LIMIT * 5;
/** How far back a success from the same IP makes the pair "known". */
export const KNOWN_PAIR_DAYS = 90;
const BASE_LOCK_SECONDS = 60;

/** Advisory-lock namespaces (the two-key form, apart from single-key locks elsewhere). */
const LOCK_TIN = 6_101;
const LOCK_IP = 6_102;

export function lockSeconds(failures: number): number {
  if (failures < TIN_FAILURE_LIMIT) return 0;
  return Math.min(BASE_LOCK_SECONDS * 2 ** (failures - TIN_FAILURE_LIMIT), LOGIN_WINDOW_SECONDS);
}

const windowStart = sql`now() - make_interval(secs => ${LOGIN_WINDOW_SECONDS})`;

export type LockScope = 'tin' | 'ip';

/** 429 too_many_attempts with Retry-After; `scope` is for the security log only. */
export class LoginLockedError extends AppError {
  readonly scope: LockScope;
  constructor(scope: LockScope, retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super('too_many_attempts', { headers: { 'retry-after': String(seconds) } });
    this.scope = scope;
  }
}

export function normalizeIp(ip: string): string {
  return ip.slice(0, 64);
}

/** Throws LoginLockedError while the tin or the IP is locked. Call under the locks. */
async function assertAllowed(db: DbOrTx, tin: string, ip: string): Promise<void> {
  const [tinState] = await db
    .select({
      failures: sql<number>`count(*)::int`,
      lastFailureAgo: sql<number | null>`extract(epoch from now() - max(${loginAttempts.createdAt}))::float8`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.tin, tin),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, windowStart),
        sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from login_attempts s
          where s.tin = ${tin} and s.succeeded), '-infinity')`,
      ),
    );
  const failures = tinState?.failures ?? 0;
  if (failures >= TIN_FAILURE_LIMIT && tinState?.lastFailureAgo != null) {
    const remaining = lockSeconds(failures) - tinState.lastFailureAgo;
    if (remaining > 0) throw new LoginLockedError('tin', remaining);
  }

  const [known] = await db
    .select({ one: sql<number>`1` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.tin, tin),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createdAt, sql`now() - make_interval(days => ${KNOWN_PAIR_DAYS})`),
      ),
    )
    .limit(1);
  const ipLimit = known ? KNOWN_PAIR_IP_FAILURE_LIMIT : IP_FAILURE_LIMIT;

  // The IP is locked while its limit-th most recent failure is still inside the window.
  const [ipState] = await db
    .select({
      leavesIn: sql<number>`extract(epoch
        from ${loginAttempts.createdAt} + make_interval(secs => ${LOGIN_WINDOW_SECONDS}) - now())::float8`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, windowStart)))
    .orderBy(desc(loginAttempts.createdAt))
    .offset(ipLimit - 1)
    .limit(1);
  if (ipState && ipState.leavesIn > 0) throw new LoginLockedError('ip', ipState.leavesIn);
}

/**
 * Checks both limits and records the attempt as a failure, atomically per tin and per IP.
 * Returns the attempt's id for `settleAttempt`; throws LoginLockedError (429) when locked.
 */
export async function reserveAttempt(db: Db, tin: string, rawIp: string): Promise<number> {
  return db.transaction((tx) => reserveAttemptIn(tx, tin, rawIp));
}

/**
 * Takes the tin's attempt lock for the rest of the caller's transaction (advisory locks stack, so
 * reserveAttemptIn may take it again). An activation link holds it while it checks and links, so
 * two presentations of one right code never race (decision 047).
 */
export async function lockTinAttempts(tx: DbOrTx, tin: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_TIN}, hashtext(${tin}))`);
}

/**
 * reserveAttempt inside the caller's transaction: the attempt row commits or rolls back with it.
 * Nothing else may run on another connection while the locks are held.
 */
export async function reserveAttemptIn(tx: DbOrTx, tin: string, rawIp: string): Promise<number> {
  const ip = normalizeIp(rawIp);
  await lockTinAttempts(tx, tin);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${ip}))`);
  await assertAllowed(tx, tin, ip);
  // clock_timestamp(), not now(): the order of rows must follow the lock order, not
  // the order in which the transactions began.
  const [row] = await tx
    .insert(loginAttempts)
    .values({ tin, ip, succeeded: false, createdAt: sql`clock_timestamp()` })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

/**
 * The outcome of a reserved attempt: 'failed' keeps the failure, 'succeeded' marks the
 * success (it resets the tin counter), 'void' removes the row (the attempt proved nothing
 * either way, e.g. a right password on a deactivated account, or a right activation code).
 */
export async function settleAttempt(
  db: DbOrTx,
  attemptId: number,
  outcome: 'failed' | 'succeeded' | 'void',
): Promise<void> {
  if (outcome === 'failed') return;
  if (outcome === 'succeeded') {
    await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
  } else {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  }
}
