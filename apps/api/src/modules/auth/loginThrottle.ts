/**
 * Brute-force protection (03 §1). Every login outcome is a login_attempts row, so the
 * counters live in PostgreSQL and hold across API processes.
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
 * address until the 50th most recent failure leaves the window.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { AppError } from '../../lib/appError';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const TIN_FAILURE_LIMIT = 5;
export const IP_FAILURE_LIMIT = 50;
const BASE_LOCK_SECONDS = 60;

export function lockSeconds(failures: number): number {
  if (failures < TIN_FAILURE_LIMIT) return 0;
  return Math.min(BASE_LOCK_SECONDS * 2 ** (failures - TIN_FAILURE_LIMIT), LOGIN_WINDOW_SECONDS);
}

const windowStart = sql`now() - make_interval(secs => ${LOGIN_WINDOW_SECONDS})`;

function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('too_many_attempts', { headers: { 'retry-after': String(seconds) } });
}

/** Throws 429 too_many_attempts with Retry-After while the tin or the IP is locked. */
export async function assertLoginAllowed(db: DbOrTx, tin: string, ip: string): Promise<void> {
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
        sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from login_attempts s where s.tin = ${tin} and s.succeeded), '-infinity')`,
      ),
    );
  const failures = tinState?.failures ?? 0;
  if (failures >= TIN_FAILURE_LIMIT && tinState?.lastFailureAgo != null) {
    const remaining = lockSeconds(failures) - tinState.lastFailureAgo;
    if (remaining > 0) throw tooManyAttempts(remaining);
  }

  // The IP is locked while its 50th most recent failure is still inside the window.
  const [ipState] = await db
    .select({
      leavesIn: sql<number>`extract(epoch from ${loginAttempts.createdAt} + make_interval(secs => ${LOGIN_WINDOW_SECONDS}) - now())::float8`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, windowStart)))
    .orderBy(desc(loginAttempts.createdAt))
    .offset(IP_FAILURE_LIMIT - 1)
    .limit(1);
  if (ipState && ipState.leavesIn > 0) throw tooManyAttempts(ipState.leavesIn);
}

export async function recordLoginAttempt(db: DbOrTx, tin: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ tin, ip: ip.slice(0, 64), succeeded });
}
