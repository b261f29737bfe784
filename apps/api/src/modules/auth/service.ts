/**
 * Sign-in, registration, refresh and logout (03 §1, §6; spec 01 §4–§5); linking with an
 * activation code lives in core/auth/activationCodeLink.ts.
 */
import { eq } from 'drizzle-orm';
import type { TokenResponse } from '@abono/domain';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import {
  activationCodeMatches,
  activationCodeUsed,
  linkWithActivationCode,
} from '../../core/employees/activationCodeService';
import {
  activationCodeAlreadyUsed,
  invalidActivationCode,
  reserveOrLog,
  userIdOfTin,
  type RequestMeta,
} from '../../core/auth/activationCodeLink';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../core/auth/accessToken';
import { settleAttempt } from '../../core/auth/loginThrottle';
import { dummyVerify, hashPassword, verifyPassword } from '../../core/auth/password';
import { REGISTER_RATE_LIMIT, hitRateLimit } from '../../core/rateLimit/rateLimit';
import {
  familyOfToken,
  revokeFamily,
  revokeOwnFamily,
  rotateRefreshToken,
  startRefreshFamily,
  type IssuedRefreshToken,
  type RotateOptions,
  type RotateResult,
} from './refreshTokens';

export type { RequestMeta };

export interface SessionTokens {
  body: TokenResponse;
  refresh: IssuedRefreshToken;
}

/** Who is asking: the address (for the limits) and the request logger (for security events). */
/** The access token of a session: it names its refresh family (`sid`), so ending the family ends it. */
function accessTokenFor(jwtSecret: Uint8Array, userId: number, tokenVersion: number, sessionId: string): TokenResponse {
  return {
    accessToken: signAccessToken(jwtSecret, { userId, tokenVersion, sessionId }),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
  };
}

export async function login(
  db: Db,
  jwtSecret: Uint8Array,
  input: { tin: string; password: string },
  meta: RequestMeta & { fingerprintHash: string; userAgent?: string | null },
): Promise<SessionTokens> {
  // Recorded as a failure BEFORE the password is checked (loginThrottle.ts).
  const attemptId = await reserveOrLog(db, input.tin, meta, 'login');

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.tin, input.tin));

  if (!user) {
    await dummyVerify(input.password);
    throw new AppError('invalid_credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('invalid_credentials');
  // Only someone who knows the password learns that the account is deactivated.
  if (!user.isActive) {
    await settleAttempt(db, attemptId, 'void');
    throw new AppError('user_inactive');
  }

  const refresh = await db.transaction(async (tx) => {
    await settleAttempt(tx, attemptId, 'succeeded');
    return startRefreshFamily(tx, user.id, meta.fingerprintHash, meta.now, meta.userAgent ?? null);
  });
  return { body: accessTokenFor(jwtSecret, user.id, user.tokenVersion, refresh.familyId), refresh };
}

/**
 * Why a refresh failed, told to the holder of the session (decision 051) so the login page can
 * say it: the account's access was revoked, or the session was ended for safety (its token was
 * reused or presented from another device, or every session was closed). An unknown, expired
 * or logged-out token is the plain invalid_refresh_token. Only someone holding the session's
 * cookie learns this, as only someone with the password learns user_inactive at login.
 */
function refreshRefusal(result: Extract<RotateResult, { ok: false }>): AppError {
  const { reason, revokedReason, userActive } = result;
  if (reason === 'inactive' || (reason === 'revoked' && userActive === false)) return new AppError('session_revoked');
  const endedForSafety = ['reuse', 'fingerprint_mismatch', 'revoked_all', 'ended_by_user', 'password_changed'];
  if (
    reason === 'reuse' ||
    reason === 'fingerprint_mismatch' ||
    (reason === 'revoked' && endedForSafety.includes(revokedReason ?? ''))
  ) {
    return new AppError('session_ended');
  }
  return new AppError('invalid_refresh_token');
}

export async function refresh(
  db: Db,
  jwtSecret: Uint8Array,
  token: string | null,
  fingerprintHash: string,
  meta: Pick<RequestMeta, 'log'> & RotateOptions,
): Promise<SessionTokens> {
  if (!token) throw new AppError('invalid_refresh_token');
  const result = await rotateRefreshToken(db, token, fingerprintHash, meta);
  if (!result.ok) {
    if (result.reason === 'reuse' || result.reason === 'fingerprint_mismatch') {
      meta.log?.warn(
        {
          securityEvent: result.reason === 'reuse' ? 'refresh_reuse' : 'fingerprint_mismatch',
          userId: result.userId ?? null,
          familyId: result.familyId ?? null,
        },
        'Sesión revocada: token de renovación reutilizado o presentado desde otro dispositivo',
      );
    }
    throw refreshRefusal(result);
  }
  return {
    body: accessTokenFor(jwtSecret, result.userId, result.tokenVersion, result.refresh.familyId),
    refresh: result.refresh,
  };
}

/**
 * Ends the caller's session: the family of the access token (its `sid`, so the token itself is
 * refused from the next request on) and that of the presented refresh cookie when it belongs to
 * the caller and differs (a cookie left from an older login on this device).
 */
export async function logout(
  db: Db,
  user: { id: number; sessionId: string },
  token: string | null,
  now: Date,
): Promise<void> {
  await revokeOwnFamily(db, user.id, user.sessionId, 'logout', now);
  if (!token) return;
  const familyId = await familyOfToken(db, token, user.id);
  if (familyId && familyId !== user.sessionId) await revokeFamily(db, familyId, 'logout', now);
}

export interface RegisterResult {
  id: number;
  tin: string;
  /** The company the activation code linked the user to ([] without a code). */
  companyIds: number[];
}

/**
 * 03-decisions.md §6: a new user has role employee and no email or phone
 * (so onboarding follows). The tin alone links nothing; with a valid activation code the
 * user is linked to that code's employee record (see linkWithActivationCode).
 *
 * Order matters: the per-IP limit is counted first (every attempt counts,
 * tin_taken included), then the tin is checked, then the code, and only then is the
 * password hashed, so nobody makes the server spend argon2 time on a request that fails.
 * A wrong or expired code counts as a failure toward the tin's lockout and creates NO
 * account (decision 008): the person fixes the code or clears the field. A code already used
 * (409 activation_code_used) and a registration that lost the race for the tin (409 tin_taken)
 * are no guesses: their attempts are dropped (decision 047).
 */
export async function register(
  db: Db,
  input: { tin: string; password: string; activationCode?: string },
  meta: RequestMeta,
): Promise<RegisterResult> {
  await hitRateLimit(db, REGISTER_RATE_LIMIT, meta.ip);
  if ((await userIdOfTin(db, input.tin)) !== null) throw new AppError('tin_taken');

  const code = input.activationCode;
  let attemptId: number | null = null;
  if (code) {
    if (await activationCodeUsed(db, input.tin, code)) throw activationCodeAlreadyUsed();
    attemptId = await reserveOrLog(db, input.tin, meta, 'activation_code');
    if (!(await activationCodeMatches(db, input.tin, code, meta.now))) {
      // A parallel registration may have used the code between the two checks: no guess either.
      if (await activationCodeUsed(db, input.tin, code)) {
        await settleAttempt(db, attemptId, 'void');
        throw activationCodeAlreadyUsed();
      }
      throw invalidActivationCode();
    }
  }

  const passwordHash = await hashPassword(input.password);
  const result = await registerUser(db, input.tin, passwordHash, code, meta).catch(async (error: unknown) => {
    // Lost a race (the tin or the code went to a parallel request): that proved nothing.
    const lostRace = error instanceof AppError && (error.code === 'tin_taken' || error.code === 'activation_code_used');
    if (attemptId !== null && lostRace) await settleAttempt(db, attemptId, 'void');
    throw error;
  });
  // A right code proves nothing about a password: the reserved attempt is dropped.
  if (attemptId !== null) await settleAttempt(db, attemptId, 'void');
  return result;
}

/** The account row and, with a code, its link, in one transaction (register's last step). */
async function registerUser(
  db: Db,
  tin: string,
  passwordHash: string,
  code: string | undefined,
  meta: RequestMeta,
): Promise<RegisterResult> {
  return db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'employee'));
    if (!role) throw new Error('The employee role is missing: the access model was not bootstrapped');

    const [user] = await tx
      .insert(users)
      .values({ tin, passwordHash, roleId: role.id })
      .onConflictDoNothing({ target: users.tin })
      .returning({ id: users.id, tin: users.tin });
    if (!user) throw new AppError('tin_taken');

    const companyIds: number[] = [];
    if (code) {
      // Another registration may have used the code since the check: then nothing is created.
      const companyId = await linkWithActivationCode(tx, user, code, meta.now);
      if (companyId === null)
        throw (await activationCodeUsed(tx, tin, code)) ? activationCodeAlreadyUsed() : invalidActivationCode();
      companyIds.push(companyId);
    }
    return { id: user.id, tin: user.tin, companyIds };
  });
}
