/**
 * Refresh tokens (03 §1): an opaque 256-bit random value, stored only as its SHA-256,
 * in a family bound to the device fingerprint with an absolute lifetime of 30 days.
 * Each refresh rotates the token; presenting an already-rotated token revokes the
 * whole family (someone else holds a copy).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokenFamilies, refreshTokens, users } from '../../db/schema';
import { sha256 } from '../../lib/sha256';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type RevokeReason = 'logout' | 'reuse' | 'fingerprint_mismatch' | 'inactive' | 'revoked_all';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new family (one login on one device) and its first token. */
export async function startRefreshFamily(
  db: DbOrTx,
  userId: number,
  fingerprintHash: string,
): Promise<IssuedRefreshToken> {
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_LIFETIME_MS);
  const [family] = await db
    .insert(refreshTokenFamilies)
    .values({ userId, fingerprintHash, expiresAt })
    .returning({ id: refreshTokenFamilies.id });
  const token = newToken();
  await db.insert(refreshTokens).values({ tokenHash: sha256(token), familyId: family!.id });
  return { token, expiresAt };
}

export async function revokeFamily(db: DbOrTx, familyId: string, reason: RevokeReason): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

export type RotateResult =
  | { ok: true; userId: number; tokenVersion: number; refresh: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'reuse' | 'revoked' | 'expired' | 'fingerprint_mismatch' | 'inactive' };

/**
 * Exchange a refresh token for a new one in the same family, atomically: the
 * `UPDATE … WHERE rotated_at IS NULL RETURNING` lets exactly one of two concurrent
 * presentations win; the loser is treated as reuse. Revocations commit even though
 * the caller then answers 401.
 */
export async function rotateRefreshToken(db: Db, token: string, fingerprintHash: string): Promise<RotateResult> {
  const tokenHash = sha256(token);
  return db.transaction(async (tx): Promise<RotateResult> => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
      .returning({ familyId: refreshTokens.familyId });

    if (!claimed) {
      const [known] = await tx
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known) return { ok: false, reason: 'unknown' };
      await revokeFamily(tx, known.familyId, 'reuse');
      return { ok: false, reason: 'reuse' };
    }

    const [family] = await tx
      .select({
        id: refreshTokenFamilies.id,
        userId: refreshTokenFamilies.userId,
        fingerprintHash: refreshTokenFamilies.fingerprintHash,
        expiresAt: refreshTokenFamilies.expiresAt,
        revokedAt: refreshTokenFamilies.revokedAt,
        isActive: users.isActive,
        tokenVersion: users.tokenVersion,
      })
      .from(refreshTokenFamilies)
      .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
      .where(eq(refreshTokenFamilies.id, claimed.familyId));
    if (!family || family.revokedAt) return { ok: false, reason: 'revoked' };
    if (family.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
    if (family.fingerprintHash !== fingerprintHash) {
      // A cookie presented from another device: treat it as stolen.
      await revokeFamily(tx, family.id, 'fingerprint_mismatch');
      return { ok: false, reason: 'fingerprint_mismatch' };
    }
    if (!family.isActive) {
      await revokeFamily(tx, family.id, 'inactive');
      return { ok: false, reason: 'inactive' };
    }

    const next = newToken();
    await tx.insert(refreshTokens).values({ tokenHash: sha256(next), familyId: family.id });
    return {
      ok: true,
      userId: family.userId,
      tokenVersion: family.tokenVersion,
      refresh: { token: next, expiresAt: family.expiresAt },
    };
  });
}

/** The family of a token (rotated or not), if it belongs to the user. */
export async function familyOfToken(db: DbOrTx, token: string, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
    .where(and(eq(refreshTokens.tokenHash, sha256(token)), eq(refreshTokenFamilies.userId, userId)));
  return row?.familyId ?? null;
}
