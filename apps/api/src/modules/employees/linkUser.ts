/**
 * Linking a user to an employee record (03 §6, decision 008): the one step every path that
 * links uses — an activation code (registration, company onboarding: activationCodeService.ts)
 * and HR typing the RFC of someone who already has an account (employeeService.ts, import).
 *
 * One UPDATE … WHERE user_id IS NULL decides races (two links of one record cannot both win);
 * the code is cleared, the user gets the company (user_companies) and an
 * employee_registration_invite notice. The user's role is not touched: it is account-wide,
 * and a role change has rules of its own (roleAssignment.ts).
 */
import { and, eq, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companies, employees, userCompanies, users } from '../../db/schema';
import { sendNotice } from '../notifications/notify';

export interface LinkedEmployee {
  employeeId: number;
  companyId: number;
}

/**
 * Links `userId` to the one unlinked employee row `claim` selects, or returns null when none
 * matches any more. Run it inside the caller's transaction.
 */
export async function linkUserToEmployee(tx: DbOrTx, userId: number, claim: SQL, now: Date): Promise<LinkedEmployee | null> {
  const [linked] = await tx
    .update(employees)
    .set({ userId, activationCodeHash: null, activationCodeExpiresAt: null, updatedAt: now })
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

const sameCompany = alias(employees, 'same_company');

/**
 * HR saved an unlinked record with an RFC (03 §6 "staff can also link"): when a user with that
 * RFC exists and has no record of this company linked yet, they are linked to it. The user row
 * is locked, so two records with one RFC saved at once link at most one of them. Returns the
 * user id when it linked.
 */
export async function linkByTin(tx: DbOrTx, employee: { id: number; companyId: number; tin: string | null }, now: Date): Promise<number | null> {
  if (!employee.tin) return null;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`upper(${users.tin}) = ${employee.tin.toUpperCase()}`)
    .orderBy(users.id)
    .limit(1)
    .for('update');
  if (!user) return null;
  const alreadyHere = tx
    .select({ one: sql`1` })
    .from(sameCompany)
    .where(and(eq(sameCompany.companyId, employee.companyId), eq(sameCompany.userId, user.id)));
  const linked = await linkUserToEmployee(tx, user.id, and(eq(employees.id, employee.id), eq(employees.companyId, employee.companyId), notExists(alreadyHere))!, now);
  return linked ? user.id : null;
}
