/**
 * Linking a user to an employee record (03 §6, decisions 008 and 047): the one step of the one
 * path that links — an activation code, at registration or on company onboarding
 * (activationCodeService.ts). Nothing else links: an RFC typed by HR (form, import) or a company
 * granted to an account proves nothing, since anyone can register any RFC first.
 *
 * One UPDATE … WHERE user_id IS NULL decides races (two links of one record cannot both win);
 * the code is cleared (its hash kept as the used code's), the user gets the company (user_companies) and an
 * employee_registration_invite notice. The user's role is not touched: it is account-wide,
 * and a role change has rules of its own (roleAssignment.ts).
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, employees, userCompanies } from '../../db/schema';
import { sendNotice } from '../notifications/notify';

export interface LinkedEmployee {
  employeeId: number;
  companyId: number;
}

/**
 * Links `userId` to the one unlinked employee row `claim` selects, or returns null when none
 * matches any more. Run it inside the caller's transaction.
 */
export async function linkUserToEmployee(
  tx: DbOrTx,
  userId: number,
  claim: SQL,
  now: Date,
): Promise<LinkedEmployee | null> {
  const [linked] = await tx
    .update(employees)
    // The used code's hash stays (SET reads the old value): presenting it again is 409, not a guess.
    .set({
      userId,
      activationCodeUsedHash: sql`${employees.activationCodeHash}`,
      activationCodeHash: null,
      activationCodeExpiresAt: null,
      updatedAt: now,
    })
    .where(and(claim, isNull(employees.userId)))
    .returning({ employeeId: employees.id, companyId: employees.companyId });
  if (!linked) return null;
  await tx.insert(userCompanies).values({ userId, companyId: linked.companyId }).onConflictDoNothing();
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, linked.companyId));
  await sendNotice(
    tx,
    'company_linked',
    { companyId: linked.companyId, resourceId: linked.companyId, subjectUserId: userId },
    { companyName: company?.name ?? '' },
  );
  return linked;
}
