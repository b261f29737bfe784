/**
 * Refresh tokens (03 §1): an opaque 256-bit random value, stored only as its SHA-256,
 * in a family bound to the device fingerprint with an absolute lifetime of 30 days.
 * Each refresh rotates the token; presenting an already-rotated token revokes the
 * whole family (someone else holds a copy), except within a grace of 10 s, in which it
 * gets the same successor again (two tabs refreshing at once; decision 009).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { refreshTokenFamilies, refreshTokens, users } from '../../db/schema';
import { USER_AGENT_MAX_LENGTH } from '@abono/domain';
import { sha256 } from '../../lib/sha256';
import { openSuccessor, sealSuccessor } from './successorSeal';

export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type RevokeReason =
  | 'logout'
  | 'reuse'
  | 'fingerprint_mismatch'
  | 'inactive'
  | 'revoked_all'
  /** Ended from "Mis sesiones" of another session (decision 084). */
  | 'ended_by_user'
  /** The password changed in another session (decision 083). */
  | 'password_changed';

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The family (session) the token belongs to: the access token's `sid`. */
  familyId: string;
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new family (one login on one device) and its first token; the User-Agent is what "Mis sesiones" shows. */
export async function startRefreshFamily(
  db: DbOrTx,
  userId: number,
  fingerprintHash: string,
  now: Date,
  userAgent: string | null = null,
): Promise<IssuedRefreshToken> {
  // Counted from the same clock that rotateRefreshToken checks it against.
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS);
  const [family] = await db
    .insert(refreshTokenFamilies)
    .values({
      userId,
      fingerprintHash,
      expiresAt,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null,
      lastUsedAt: now,
      createdAt: now,
    })
    .returning({ id: refreshTokenFamilies.id });
  const token = newToken();
  await db.insert(refreshTokens).values({ tokenHash: sha256(token), familyId: family!.id });
  return { token, expiresAt, familyId: family!.id };
}

export async function revokeFamily(db: DbOrTx, familyId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Revokes a family only if it is the user's (the access token's `sid` at logout). */
export async function revokeOwnFamily(
  db: DbOrTx,
  userId: number,
  familyId: string,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(refreshTokenFamilies.id, familyId),
        eq(refreshTokenFamilies.userId, userId),
        isNull(refreshTokenFamilies.revokedAt),
      ),
    );
}

/**
 * Ends every live session of the user but one (a password change, "Cerrar las demás"): their
 * refresh tokens fail, and the session query refuses their access tokens at the next request.
 */
export async function revokeOtherFamilies(
  db: DbOrTx,
  userId: number,
  keepFamilyId: string,
  reason: RevokeReason,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(refreshTokenFamilies.userId, userId),
        ne(refreshTokenFamilies.id, keepFamilyId),
        isNull(refreshTokenFamilies.revokedAt),
      ),
    )
    .returning({ id: refreshTokenFamilies.id });
  return revoked.length;
}

export type RotateFailure = 'unknown' | 'reuse' | 'revoked' | 'expired' | 'fingerprint_mismatch' | 'inactive';

export type RotateResult =
  | { ok: true; userId: number; tokenVersion: number; refresh: IssuedRefreshToken; graceReplay: boolean }
  | {
      ok: false;
      reason: RotateFailure;
      userId?: number;
      familyId?: string;
      /** For `revoked`: why the family was revoked earlier, and whether the account is still active. */
      revokedReason?: string | null;
      userActive?: boolean;
    };

/** Two tabs refreshing at once (03 §1, decision 009): the same old token within this grace gets the same successor. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export interface RotateOptions {
  /** The instant of the request, from the injected clock (tests move it past the grace). */
  now: Date;
  graceMs?: number;
}

/**
 * Exchange a refresh token for a new one in the same family, atomically: the
 * `UPDATE … WHERE rotated_at IS NULL RETURNING` lets exactly one of concurrent
 * presentations win, and stores the successor sealed under a key only the old token
 * yields (successorSeal.ts). A loser within the grace opens that seal and gets the SAME
 * successor, after the same checks (family alive, not expired, same device, user
 * active); after the grace a rotated token is reuse and the family is revoked.
 * Revocations commit even though the caller then answers 401.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  fingerprintHash: string,
  options: RotateOptions,
): Promise<RotateResult> {
  const now = options.now;
  const graceMs = options.graceMs ?? REFRESH_REUSE_GRACE_MS;
  const tokenHash = sha256(token);
  const next = newToken();
  return db.transaction(async (tx): Promise<RotateResult> => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, successorSealed: sealSuccessor(token, next) })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
      .returning({ familyId: refreshTokens.familyId });

    let successor = next;
    let graceReplay = false;
    let familyId: string;
    if (claimed) {
      familyId = claimed.familyId;
    } else {
      const [known] = await tx
        .select({
          familyId: refreshTokens.familyId,
          rotatedAt: refreshTokens.rotatedAt,
          successorSealed: refreshTokens.successorSealed,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!known) return { ok: false, reason: 'unknown' };
      const opened =
        known.rotatedAt && now.getTime() - known.rotatedAt.getTime() <= graceMs && known.successorSealed
          ? openSuccessor(token, known.successorSealed)
          : null;
      if (!opened) {
        const [owner] = await tx
          .select({ userId: refreshTokenFamilies.userId })
          .from(refreshTokenFamilies)
          .where(eq(refreshTokenFamilies.id, known.familyId));
        await revokeFamily(tx, known.familyId, 'reuse', now);
        return { ok: false, reason: 'reuse', userId: owner?.userId, familyId: known.familyId };
      }
      familyId = known.familyId;
      successor = opened;
      graceReplay = true;
    }

    const [family] = await tx
      .select({
        id: refreshTokenFamilies.id,
        userId: refreshTokenFamilies.userId,
        fingerprintHash: refreshTokenFamilies.fingerprintHash,
        expiresAt: refreshTokenFamilies.expiresAt,
        revokedAt: refreshTokenFamilies.revokedAt,
        revokedReason: refreshTokenFamilies.revokedReason,
        isActive: users.isActive,
        tokenVersion: users.tokenVersion,
      })
      .from(refreshTokenFamilies)
      .innerJoin(users, eq(users.id, refreshTokenFamilies.userId))
      .where(eq(refreshTokenFamilies.id, familyId));
    const who = { userId: family?.userId, familyId };
    if (!family || family.revokedAt)
      return {
        ok: false,
        reason: 'revoked',
        ...who,
        revokedReason: family?.revokedReason ?? null,
        userActive: family?.isActive,
      };
    if (family.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', ...who };
    if (family.fingerprintHash !== fingerprintHash) {
      // A cookie presented from another device: treat it as stolen.
      await revokeFamily(tx, family.id, 'fingerprint_mismatch', now);
      return { ok: false, reason: 'fingerprint_mismatch', ...who };
    }
    if (!family.isActive) {
      await revokeFamily(tx, family.id, 'inactive', now);
      return { ok: false, reason: 'inactive', ...who };
    }

    if (!graceReplay) {
      await tx.insert(refreshTokens).values({ tokenHash: sha256(successor), familyId: family.id });
      // The session's last use for "Mis sesiones" (decision 084): refreshes are the only writes a session makes.
      await tx.update(refreshTokenFamilies).set({ lastUsedAt: now }).where(eq(refreshTokenFamilies.id, family.id));
    }
    return {
      ok: true,
      userId: family.userId,
      tokenVersion: family.tokenVersion,
      refresh: { token: successor, expiresAt: family.expiresAt, familyId: family.id },
      graceReplay,
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
