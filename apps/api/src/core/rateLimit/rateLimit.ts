/**
 * Fixed-window-free rate limits in PostgreSQL (03 §0: no state in process), on the
 * rate_limit_hits table: one row per counted event of a bucket for a subject (an IP, a user).
 * Count-check-record runs under a transaction-scoped advisory lock per (bucket, subject),
 * so N parallel requests can never overshoot the limit.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitHits } from '../../db/schema';
import { AppError } from '../../lib/appError';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** Registrations per IP (decision 009): an office registering its staff on day one fits. */
export const REGISTER_RATE_LIMIT: RateLimit = { bucket: 'register_ip', limit: 20, windowSeconds: 15 * 60 };

const LOCK_RATE = 6_103;

/** Counts one hit, or throws 429 too_many_requests with Retry-After when the subject is over the limit. */
export async function hitRateLimit(db: Db, rule: RateLimit, rawSubject: string): Promise<void> {
  const subject = rawSubject.slice(0, 100);
  const since = sql`clock_timestamp() - make_interval(secs => ${rule.windowSeconds})`;
  const where = and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.subject, subject));
  const retryAfter = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_RATE}, hashtext(${`${rule.bucket}:${subject}`}))`);
    // Old hits of this subject are of no further use; dropping them keeps the table small.
    await tx.delete(rateLimitHits).where(and(where, lte(rateLimitHits.createdAt, since)));
    const hits = await tx
      .select({
        leavesIn: sql<number>`extract(epoch
          from ${rateLimitHits.createdAt} + make_interval(secs => ${rule.windowSeconds}) - clock_timestamp())::float8`,
      })
      .from(rateLimitHits)
      .where(and(where, gt(rateLimitHits.createdAt, since)))
      .orderBy(asc(rateLimitHits.createdAt));
    if (hits.length >= rule.limit) return hits[hits.length - rule.limit]!.leavesIn;
    await tx.insert(rateLimitHits).values({ bucket: rule.bucket, subject, createdAt: sql`clock_timestamp()` });
    return null;
  });
  if (retryAfter !== null) {
    throw new AppError('too_many_requests', { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfter))) } });
  }
}
