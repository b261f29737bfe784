/**
 * Redeeming a password reset code HR issued (decision 085): tin + code + a new password. Limited
 * exactly like the login (loginThrottle.ts: a wrong code is a failed attempt of the tin and the
 * IP, 429 once locked), and it creates no session: the person signs in afterwards.
 *
 * One transaction holds the tin's attempt lock from the "already used?" check to the password
 * change (as the activation link, decision 047): of 20 parallel presentations of the right code,
 * one resets and the others find it used and answer 409 with no attempt recorded, instead of
 * counting as failed guesses that lock the owner out right after the reset.
 */
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { INVALID_RESET_CODE } from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { employees, passwordResetCodes, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { recordAudit } from '../../core/audit/recordAudit';
import { reserveOrLog, userIdOfTin, type RequestMeta } from '../../core/auth/activationCodeLink';
import { lockTinAttempts, settleAttempt } from '../../core/auth/loginThrottle';
import { hashPassword } from '../../core/auth/password';
import { revokeAllSessions } from '../../core/auth/revokeAllSessions';
import { activationCodeHash } from '../../core/employees/activationCodeService';
import { notifyPasswordChanged } from '../../core/notifications/notifyPasswordChanged';

const invalidResetCode = () => new AppError('invalid_reset_code', { fields: { code: INVALID_RESET_CODE } });

async function codeUsed(tx: DbOrTx, userId: number | null, hash: string): Promise<boolean> {
  if (userId === null) return false;
  const rows = await tx
    .select({ userId: passwordResetCodes.userId })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        eq(passwordResetCodes.codeHash, hash),
        isNotNull(passwordResetCodes.usedAt),
      ),
    );
  return rows.length > 0;
}

/** POST /api/auth/reset-password. */
export async function resetPassword(
  db: Db,
  input: { tin: string; code: string; password: string },
  meta: RequestMeta,
): Promise<void> {
  const hash = activationCodeHash(input.code);
  const outcome = await db.transaction(async (tx) => {
    await lockTinAttempts(tx, input.tin);
    const userId = await userIdOfTin(tx, input.tin);
    if (await codeUsed(tx, userId, hash)) return 'used' as const;
    const attemptId = await reserveOrLog(db, input.tin, meta, 'reset_code', tx);
    if (userId === null) return 'wrong' as const;
    const [redeemed] = await tx
      .update(passwordResetCodes)
      .set({ usedAt: meta.now })
      .where(
        and(
          eq(passwordResetCodes.userId, userId),
          eq(passwordResetCodes.codeHash, hash),
          isNull(passwordResetCodes.usedAt),
          gt(passwordResetCodes.expiresAt, meta.now),
        ),
      )
      .returning({ employeeId: passwordResetCodes.employeeId, issuedBy: passwordResetCodes.issuedBy });
    // A wrong or expired code: the transaction commits with the failed attempt recorded.
    if (!redeemed) return 'wrong' as const;

    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: meta.now })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId, meta.now);
    // HR's code proves who the person is: a success, so the failures of guessing the forgotten
    // password stop counting toward the tin's lockout and the new one signs in at once.
    await settleAttempt(tx, attemptId, 'succeeded');
    const [employee] = await tx
      .select({ companyId: employees.companyId })
      .from(employees)
      .where(eq(employees.id, redeemed.employeeId));
    await recordAudit(tx, {
      entityType: 'user',
      entityId: userId,
      companyId: employee?.companyId ?? null,
      actorUserId: userId,
      action: 'password_reset',
      changes: { employeeId: redeemed.employeeId, issuedBy: redeemed.issuedBy },
    });
    await notifyPasswordChanged(tx, userId);
    return 'done' as const;
  });
  if (outcome === 'used') throw new AppError('reset_code_used');
  if (outcome === 'wrong') throw invalidResetCode();
  meta.log?.info({ securityEvent: 'password_reset' }, 'Contraseña restablecida con un código de RR. HH.');
}
