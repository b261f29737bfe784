/**
 * Linking a signed-in user with an activation code, and the attempt bookkeeping it shares
 * with sign-in and registration (03 §1, §6; spec 01 §4–§5): here so the employees module's
 * link route and the auth module use one copy.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { activationCodeUsed, linkWithActivationCode } from '../employees/activationCodeService';
import { LoginLockedError, lockTinAttempts, reserveAttempt, reserveAttemptIn, settleAttempt } from './loginThrottle';

export interface RequestMeta {
  ip: string;
  log?: FastifyBaseLogger;
  /** The injected clock's now (activation-code expiry). */
  now: Date;
}

export async function userIdOfTin(db: DbOrTx, tin: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.tin, tin));
  return row?.id ?? null;
}

/**
 * reserveAttempt, logging a lockout as a security event: the user id when
 * the tin has an account, never the tin, the password or the code.
 */
export async function reserveOrLog(
  db: Db,
  tin: string,
  meta: RequestMeta,
  purpose: 'login' | 'activation_code' | 'password_change' | 'reset_code',
  within?: DbOrTx,
): Promise<number> {
  try {
    return within ? await reserveAttemptIn(within, tin, meta.ip) : await reserveAttempt(db, tin, meta.ip);
  } catch (error) {
    if (error instanceof LoginLockedError && meta.log) {
      meta.log.warn(
        { securityEvent: 'lockout', scope: error.scope, purpose, userId: await userIdOfTin(within ?? db, tin) },
        'Intentos bloqueados por demasiados fallos',
      );
    }
    throw error;
  }
}

export const invalidActivationCode = () =>
  new AppError('invalid_activation_code', { fields: { activationCode: 'auth.error.invalid_activation_code' } });

/** A right code presented again (decision 047): 409, never a failed guess. */
export const activationCodeAlreadyUsed = () => new AppError('activation_code_used');

/**
 * POST /api/employees/link: the signed-in user (their own tin) links to the employee
 * record of an activation code. Wrong codes count toward the tin lockout (429 once locked).
 *
 * One transaction holds the tin's attempt lock from the "already used?" check to the link
 * (decision 047): of 20 parallel presentations of the right code, one links and the others,
 * served after it, find the code used and answer 409 with no attempt recorded, instead of
 * losing the race as failed guesses that lock the owner out. Everything inside runs on the
 * transaction's connection, so the waiting requests cannot starve the holder of the pool.
 */
export async function linkEmployeeWithCode(
  db: Db,
  user: { id: number; tin: string },
  code: string,
  meta: RequestMeta,
): Promise<number> {
  const outcome = await db.transaction(async (tx) => {
    await lockTinAttempts(tx, user.tin);
    if (await activationCodeUsed(tx, user.tin, code)) return 'used' as const;
    const attemptId = await reserveOrLog(db, user.tin, meta, 'activation_code', tx);
    const companyId = await linkWithActivationCode(tx, user, code, meta.now);
    // A wrong code: the transaction commits with the failed attempt recorded.
    if (companyId === null) return 'wrong' as const;
    await settleAttempt(tx, attemptId, 'void');
    return companyId;
  });
  if (outcome === 'used') throw activationCodeAlreadyUsed();
  if (outcome === 'wrong') throw invalidActivationCode();
  return outcome;
}
