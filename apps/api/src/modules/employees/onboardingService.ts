import { eq } from 'drizzle-orm';
import type { OnboardingPayload } from '@abono/domain';
import type { Db } from '../../db/client';
import { employees, users } from '../../db/schema';
import { AppError } from '../../lib/appError';

/**
 * Profile onboarding (spec 01 §4): the caller's own email and phone, written to the
 * user and to every employee record linked to them. Nobody edits another's profile here.
 */
export async function completeOnboarding(
  db: Db,
  callerId: number,
  targetUserId: number,
  input: OnboardingPayload,
  now: Date,
): Promise<void> {
  if (callerId !== targetUserId) throw new AppError('forbidden');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ email: input.email, phone: input.phone, updatedAt: now })
      .where(eq(users.id, callerId));
    await tx
      .update(employees)
      .set({ email: input.email, phone: input.phone, updatedAt: now })
      .where(eq(employees.userId, callerId));
  });
}
