/**
 * PUT /api/auth/password (decision 083): the signed-in person changes their password.
 *
 * The current password is a password guess like a login's: it is reserved as a failed attempt of
 * the account's tin before it is checked (loginThrottle.ts), so wrong ones lock the tin out of
 * both paths together, and a locked tin is refused unchecked (429). The new password is hashed
 * outside the transaction (argon2 is slow on purpose); the transaction then swaps the hash only
 * if it is still the one that was verified, so of two changes at once one wins and the other
 * answers 409 instead of setting a password its caller never proved knowledge of.
 *
 * Success ends every other session (their refresh families revoked) and bumps the token version,
 * which ends every access token issued so far, this session's included: its refresh family stays
 * alive, so its client refreshes once and goes on (03 §1). One audit row, and the owner's notice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { recordAudit } from '../../core/audit/recordAudit';
import { reserveOrLog, type RequestMeta } from '../../core/auth/activationCodeLink';
import { settleAttempt } from '../../core/auth/loginThrottle';
import { hashPassword, verifyPassword } from '../../core/auth/password';
import { notifyPasswordChanged } from '../../core/notifications/notifyPasswordChanged';
import { revokeOtherFamilies } from './refreshTokens';

export async function changePassword(
  db: Db,
  user: { id: number; tin: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
  meta: RequestMeta,
): Promise<void> {
  const attemptId = await reserveOrLog(db, user.tin, meta, 'password_change');
  const [account] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    // The attempt stays a failure: it counts toward the tin's lockout.
    throw new AppError('current_password_incorrect');
  }

  const passwordHash = await hashPassword(input.newPassword);
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: meta.now })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, account.passwordHash)))
      .returning({ id: users.id });
    if (!updated) return false;
    const endedSessions = await revokeOtherFamilies(tx, user.id, user.sessionId, 'password_changed', meta.now);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: user.id,
      companyId: null,
      actorUserId: user.id,
      action: 'change_password',
      changes: { ended_sessions: endedSessions },
    });
    await notifyPasswordChanged(tx, user.id);
    await settleAttempt(tx, attemptId, 'succeeded');
    return true;
  });
  if (!changed) {
    // Another change replaced the verified password meanwhile: this attempt proved nothing.
    await settleAttempt(db, attemptId, 'void');
    throw new AppError('password_changed_meanwhile');
  }
}
