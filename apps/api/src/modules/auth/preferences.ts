/**
 * The user's preferences (decision 086): whether notices also arrive by e-mail. The stored
 * choice defaults to on; it takes effect only while the account has an address, so the answer
 * reports the effective value beside the facts the switch needs.
 */
import { eq } from 'drizzle-orm';
import type { PreferencesInput, PreferencesResponse } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export async function readPreferences(db: DbOrTx, userId: number, mailEnabled: boolean): Promise<PreferencesResponse> {
  const [row] = await db
    .select({ email: users.email, emailNotices: users.emailNotices })
    .from(users)
    .where(eq(users.id, userId));
  const hasEmail = Boolean(row?.email?.trim());
  return { emailNotices: hasEmail && (row?.emailNotices ?? false), hasEmail, mailEnabled };
}

export async function updatePreferences(
  db: DbOrTx,
  userId: number,
  input: PreferencesInput,
  mailEnabled: boolean,
): Promise<PreferencesResponse> {
  await db.update(users).set({ emailNotices: input.emailNotices }).where(eq(users.id, userId));
  return readPreferences(db, userId, mailEnabled);
}
