/**
 * "Mis sesiones" (decision 084): a session is a refresh family (one login on one device). The
 * list shows the live ones, this one marked; ending one revokes its family, so its refresh fails
 * and the session query refuses its access token at its next request (03 §1). Only the user's own
 * families are reached: another user's session id is the same 404 as one that never existed.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { describeUserAgent, type AccountSession } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { refreshTokenFamilies } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { revokeOtherFamilies } from './refreshTokens';

/** How much of the fingerprint's hash names a device: enough to tell a person's devices apart. */
const DEVICE_CHARS = 8;

interface Caller {
  id: number;
  sessionId: string;
}

const live = (userId: number, now: Date) =>
  and(
    eq(refreshTokenFamilies.userId, userId),
    isNull(refreshTokenFamilies.revokedAt),
    gt(refreshTokenFamilies.expiresAt, now),
  );

export async function listSessions(db: DbOrTx, user: Caller, now: Date): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: refreshTokenFamilies.id,
      fingerprintHash: refreshTokenFamilies.fingerprintHash,
      userAgent: refreshTokenFamilies.userAgent,
      createdAt: refreshTokenFamilies.createdAt,
      lastUsedAt: refreshTokenFamilies.lastUsedAt,
    })
    .from(refreshTokenFamilies)
    .where(live(user.id, now))
    .orderBy(desc(refreshTokenFamilies.lastUsedAt), desc(refreshTokenFamilies.createdAt));
  const sessions = rows.map((row) => ({
    id: row.id,
    device: row.fingerprintHash.slice(0, DEVICE_CHARS).toUpperCase(),
    browser: describeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === user.sessionId,
  }));
  // This session first: the one the person is holding.
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

/** Ends one of the user's live sessions (this one too: that is a logout); 404 for any other id. */
export async function endSession(db: DbOrTx, user: Caller, sessionId: string, now: Date): Promise<void> {
  const ended = await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokedReason: sessionId === user.sessionId ? 'logout' : 'ended_by_user' })
    .where(and(eq(refreshTokenFamilies.id, sessionId), live(user.id, now)))
    .returning({ id: refreshTokenFamilies.id });
  if (ended.length === 0) throw new AppError('not_found');
}

/** "Cerrar las demás": every live session of the user but this one. */
export async function endOtherSessions(db: DbOrTx, user: Caller, now: Date): Promise<void> {
  await revokeOtherFamilies(db, user.id, user.sessionId, 'ended_by_user', now);
}
