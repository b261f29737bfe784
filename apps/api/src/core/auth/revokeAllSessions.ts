import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokenFamilies, users } from '../../db/schema';

/**
 * Kill every session of a user (03 §1: revoking access, deactivating, resetting):
 * bumping token_version invalidates every access token at its next request, and
 * revoking the families makes every refresh fail.
 */
export async function revokeAllSessions(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokedReason: 'revoked_all' })
    .where(and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt)));
}
