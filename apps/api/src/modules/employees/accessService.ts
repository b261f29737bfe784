/**
 * User access from the employees screens (03 §1, §5, §6): revoke or grant an
 * employee's account, and which companies it may work in. Who may do what is accountAccess.ts.
 *
 * - Revoking sets users.is_active = false and kills every session (revokeAllSessions: the next
 *   request with an old access token answers 401 and every refresh fails); login answers
 *   user_inactive until access is granted again.
 * - A company toggle adds or removes a user_companies row. Removing one needs no session kill:
 *   the guard reads user_companies on every request, so the next call in that company is 403.
 * - Granting a company links nothing (03 §6 "Nothing else links", decision 047): it only gives
 *   back access to an account already linked to an employee record of that company (after a
 *   toggle took it away); any other account answers 409 account_not_in_company, which speaks of
 *   this account only and says nothing about who else has an RFC.
 * Every change writes an audit row (entity `user`); repeating a change is a no-op answering the
 * same state.
 */
import { and, eq } from 'drizzle-orm';
import type { EmployeeAccessChange, EmployeeCompanyAccess, EmployeeCompanyAccessChange } from '@abono/domain';
import { foldText } from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { employees, userCompanies, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { AuthUser } from '../../core/auth/authUser';
import { revokeAllSessions } from '../../core/auth/revokeAllSessions';
import { assertAccessManagerRemains, isAccessManager, lockAccessModel } from '../../core/policy/accessManagers';
import { recordAudit } from '../../core/audit/recordAudit';
import { accessibleCompanies } from '../../core/companies/companyAccess';
import { manageableAccount } from './accountAccess';
import { companyEmployee } from './companyEmployee';
import { readTogether } from '../../db/readTogether';

/** PUT /employees/{id}/revoke-access (active false) and /grant-access (active true). */
export async function setAccountActive(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  companyId: number,
  active: boolean,
  now: Date,
): Promise<EmployeeAccessChange> {
  return db.transaction(async (tx) => {
    const employee = await companyEmployee(tx, actor, 'account.manage', employeeId, companyId);
    const account = await manageableAccount(tx, actor, employee, { kind: 'account' });
    if (account.isActive !== active) {
      // A revoked account may be the last one managing access (02 §2): the change must leave one.
      if (!active) await lockAccessModel(tx);
      const wasManager = !active && (await isAccessManager(tx, account.userId));
      await tx.update(users).set({ isActive: active, updatedAt: now }).where(eq(users.id, account.userId));
      if (wasManager) await assertAccessManagerRemains(tx);
      await recordAudit(tx, {
        entityType: 'user',
        entityId: account.userId,
        companyId,
        actorUserId: actor.id,
        action: active ? 'grant_access' : 'revoke_access',
        changes: { is_active: { from: account.isActive, to: active } },
      });
    }
    // Even when already inactive: a revoke always leaves no live session behind.
    if (!active) await revokeAllSessions(tx, account.userId, now);
    return { id: employee.id, accessActive: active };
  });
}

/**
 * GET /employees/{id}/companies: every company the caller may grant (super_admin: all), by name,
 * each with whether the employee's account may work there.
 */
export async function employeeCompanies(
  db: DbOrTx,
  actor: AuthUser,
  employeeId: number,
  companyId: number,
  search: string | undefined,
): Promise<EmployeeCompanyAccess> {
  const employee = await companyEmployee(db, actor, 'account.read', employeeId, companyId);
  const [reachable, granted, linked] = await readTogether(db, [
    () => accessibleCompanies(db, actor),
    () =>
      employee.userId === null
        ? Promise.resolve([])
        : db
            .select({ companyId: userCompanies.companyId })
            .from(userCompanies)
            .where(eq(userCompanies.userId, employee.userId)),
    () =>
      employee.userId === null
        ? Promise.resolve([])
        : db.select({ companyId: employees.companyId }).from(employees).where(eq(employees.userId, employee.userId)),
  ]);
  const has = new Set(granted.map((g) => g.companyId));
  const hasRecord = new Set(linked.map((l) => l.companyId));
  const needle = search ? foldText(search) : '';
  return {
    employee: { id: employee.id, name: employee.name, hasAccount: employee.userId !== null },
    rows: reachable
      .filter((c) => foldText(c.name).includes(needle))
      .map((c) => ({ id: c.id, name: c.name, hasAccess: has.has(c.id), hasRecord: hasRecord.has(c.id) })),
  };
}

/** True when the account is linked to an employee record of the company (the only way in, 03 §6). */
async function linkedInCompany(tx: DbOrTx, userId: number, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** POST (grant) and DELETE (revoke) /employees/{id}/companies/{companyId}/access. */
export async function setCompanyAccess(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  selectedCompanyId: number,
  targetCompanyId: number,
  grant: boolean,
): Promise<EmployeeCompanyAccessChange> {
  return db.transaction(async (tx) => {
    const employee = await companyEmployee(tx, actor, 'account.manage', employeeId, selectedCompanyId);
    const account = await manageableAccount(tx, actor, employee, { kind: 'company', companyId: targetCompanyId });
    // Checked after the reach rules, so a company beyond the caller's reach answers 403 first.
    if (grant && !(await linkedInCompany(tx, account.userId, targetCompanyId)))
      throw new AppError('account_not_in_company');
    const changed = grant
      ? await tx
          .insert(userCompanies)
          .values({ userId: account.userId, companyId: targetCompanyId })
          .onConflictDoNothing()
          .returning({ userId: userCompanies.userId })
      : await tx
          .delete(userCompanies)
          .where(and(eq(userCompanies.userId, account.userId), eq(userCompanies.companyId, targetCompanyId)))
          .returning({ userId: userCompanies.userId });
    if (changed.length > 0) {
      await recordAudit(tx, {
        entityType: 'user',
        entityId: account.userId,
        companyId: targetCompanyId,
        actorUserId: actor.id,
        action: grant ? 'grant_company_access' : 'revoke_company_access',
        changes: { company_id: targetCompanyId },
      });
    }
    return { companyId: targetCompanyId, hasAccess: grant };
  });
}
