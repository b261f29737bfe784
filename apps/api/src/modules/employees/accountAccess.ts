/**
 * Who may change a user's access (03 §5 manage_auth): the one rule every access
 * route of accessService.ts asks, after the guard checked the grant (user_access) and the
 * selected company, and companyEmployee.ts found the employee in it.
 *
 * - The employee must have a linked account (409 no_account), and it is not the caller's own
 *   (403 own_record_forbidden: nobody locks themselves out, or widens their own reach; decision 097).
 * - Who holds the all-companies grant (super_admin by default) manages every account. Anybody
 *   else never manages an account holding it (it reaches every company; decision 064), and:
 *   - an account-wide change (revoke / grant access: users.is_active) needs the caller to reach
 *     EVERY company the user works in, since it locks the user out of all of them
 *     (403 account_beyond_reach);
 *   - a one-company change (the company-access toggles) needs the caller to reach that company
 *     (403 company_forbidden), which must exist (404).
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { grantsFor, reachesAllCompanies } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companies, permissions, rolePermissions, userCompanies, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { AuthUser } from '../../core/auth/authUser';
import { authorize } from '../../core/policy/authorize';
import { refuseOwnRecord } from '../../core/policy/requireAccess';
import type { CompanyEmployee } from './companyEmployee';

/** What the change touches: the whole account, or the user's access to one company. */
export type AccessReach = { kind: 'account' } | { kind: 'company'; companyId: number };

export interface ManagedAccount {
  userId: number;
  tin: string;
  isActive: boolean;
}

const callerCompanies = alias(userCompanies, 'caller_companies');

/** True when the user works in a company (user_companies) the caller does not reach. */
async function worksBeyond(tx: DbOrTx, userId: number, callerId: number): Promise<boolean> {
  const callerReaches = tx
    .select({ one: sql`1` })
    .from(callerCompanies)
    .where(and(eq(callerCompanies.userId, callerId), eq(callerCompanies.companyId, userCompanies.companyId)));
  const [row] = await tx
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(and(eq(userCompanies.userId, userId), notExists(callerReaches)))
    .limit(1);
  return Boolean(row);
}

async function permissionNamesOf(tx: DbOrTx, roleId: number): Promise<string[]> {
  const rows = await tx
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.name);
}

/**
 * The employee's account when `actor` may make a change of `reach` to it; otherwise the error
 * above. The user row is locked FOR UPDATE, so concurrent changes to one account serialize.
 */
export async function manageableAccount(
  tx: DbOrTx,
  actor: AuthUser,
  employee: CompanyEmployee,
  reach: AccessReach,
): Promise<ManagedAccount> {
  if (employee.userId === null) throw new AppError('no_account');
  // Also reached without requireAccess (a role changed by the import): nobody changes their own access.
  refuseOwnRecord(actor, 'account.manage', employee);
  const [target] = await tx
    .select({ userId: users.id, tin: users.tin, isActive: users.isActive, roleId: users.roleId })
    .from(users)
    .where(eq(users.id, employee.userId))
    .for('update', { of: users });
  if (!target) throw new AppError('no_account');

  if (reach.kind === 'company') {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, reach.companyId));
    if (!company) throw new AppError('not_found');
  }
  if (!reachesAllCompanies(actor.grants)) {
    if (reachesAllCompanies(grantsFor(await permissionNamesOf(tx, target.roleId))))
      throw new AppError('account_beyond_reach');
    if (reach.kind === 'account' && (await worksBeyond(tx, target.userId, actor.id)))
      throw new AppError('account_beyond_reach');
    // The policy's company check alone (no grant: the guard checked manage_auth): 403 company_forbidden.
    if (reach.kind === 'company') await authorize(tx, actor, null, { companyId: reach.companyId });
  }
  return { userId: target.userId, tin: target.tin, isActive: target.isActive };
}
