/**
 * Who may give whom which role: the one rule the employee form (create, edit) and
 * the import apply.
 *
 * - An actor may assign only a role whose permissions it holds itself, so nobody hands out more
 *   than they have (hr cannot make an admin). Who holds the all-companies grant (super_admin by
 *   default, '*' too) assigns any role, so a role that grants that reach is given only by such a
 *   holder, whatever either role is called (decision 064).
 * - Changing a role also needs the actor to hold the role being taken away: hr cannot demote
 *   an admin either.
 * - A record with a linked user shares the user's role (users.role_id is account-wide), so a
 *   change there is an account-wide change: accountAccess.ts's rule applies (the actor must
 *   reach every company the user works in; never one's own account; an account reaching every
 *   company only by who reaches every company). Permissions are loaded per request by the guard, so the new role
 *   applies at the user's next request; sessions are not killed.
 */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_IMPORT_ROLE, grantsFor, reachesAllCompanies, serverMessage, type Grant } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { permissions, rolePermissions, roles, users } from '../../db/schema';
import { AppError, isAppError } from '../../lib/appError';
import type { AuthUser } from '../../core/auth/authUser';
import { assertAccessManagerRemains, isAccessManager, lockAccessModel } from '../../core/policy/accessManagers';
import { manageableAccount } from './accountAccess';
import type { CompanyEmployee } from './companyEmployee';

export interface RoleFacts {
  id: number;
  name: string;
  permissionNames: string[];
}

export type RoleActor = Pick<AuthUser, 'id' | 'grants' | 'permissionNames'>;

/** True when holders of `role` reach every company: such a role is given only by such a holder. */
export function roleReachesAllCompanies(role: Pick<RoleFacts, 'permissionNames'>): boolean {
  return reachesAllCompanies(grantsFor(role.permissionNames));
}

/** True when `actor` may give (or take away) `role`. */
export function canAssignRole(
  actor: { grants: readonly Grant[]; permissionNames: readonly string[] },
  role: Pick<RoleFacts, 'permissionNames'>,
): boolean {
  if (reachesAllCompanies(actor.grants)) return true;
  // Anybody else holds neither all_companies nor '*', so the rule below never lets them give a
  // role reaching every company.
  const held = new Set(actor.permissionNames);
  return role.permissionNames.every((name) => held.has(name));
}

/** Every role with its permission names (a handful of rows), by id and by name. */
export class RoleBook {
  readonly byId: Map<number, RoleFacts>;
  readonly byName: Map<string, RoleFacts>;

  constructor(list: RoleFacts[]) {
    this.byId = new Map(list.map((r) => [r.id, r]));
    this.byName = new Map(list.map((r) => [r.name, r]));
  }

  /** The role an employee without a role of their own has (03 §4: employee). */
  get fallback(): RoleFacts {
    const role = this.byName.get(DEFAULT_IMPORT_ROLE);
    if (!role) throw new Error('The employee role is missing: the access model was not bootstrapped');
    return role;
  }

  /** The role shown for a record: its user's, else its own, else employee. */
  effective(userRoleId: number | null, recordRoleId: number | null): RoleFacts {
    return (
      (userRoleId !== null ? this.byId.get(userRoleId) : undefined) ??
      (recordRoleId !== null ? this.byId.get(recordRoleId) : undefined) ??
      this.fallback
    );
  }
}

export async function loadRoleBook(db: DbOrTx): Promise<RoleBook> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      permissionNames: sql<
        string[]
      >`coalesce(array_agg(${permissions.name}) filter (where ${permissions.name} is not null), '{}')`,
    })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .groupBy(roles.id);
  return new RoleBook(rows);
}

/** The roles the form offers `actor` (GET /employees/roles), by name: the same rule the writes check. */
export function assignableRoles(
  book: RoleBook,
  actor: Pick<RoleActor, 'grants' | 'permissionNames'>,
): { id: number; name: string }[] {
  return [...book.byId.values()]
    .filter((role) => canAssignRole(actor, role))
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** The role of a form's role_id: 400 when it does not exist. */
export function roleOfForm(book: RoleBook, roleId: number): RoleFacts {
  const role = book.byId.get(roleId);
  if (!role) throw new AppError('validation_error', { fields: { role_id: 'errors.invalid_value' } });
  return role;
}

/** A new record's role: 403 role_not_assignable unless the actor may give it. */
export function assertAssignable(actor: RoleActor, role: RoleFacts): void {
  if (!canAssignRole(actor, role)) throw new AppError('role_not_assignable');
}

/** The employee whose role changes: its row, and its user's current role when it has one. */
export interface RoleHolder {
  employee: CompanyEmployee;
  current: RoleFacts;
}

/**
 * Moves an existing record from `holder.current` to `next` (nothing when they are equal). Both
 * roles must be the actor's to give; a linked user's role changes with it, under the account
 * rule. Run inside the transaction that writes the record (employees.role_id is the caller's).
 */
export async function changeRole(
  tx: DbOrTx,
  actor: AuthUser,
  holder: RoleHolder,
  next: RoleFacts,
  now: Date,
): Promise<boolean> {
  if (holder.current.id === next.id) return false;
  if (!canAssignRole(actor, next) || !canAssignRole(actor, holder.current)) throw new AppError('role_not_assignable');
  if (holder.employee.userId === null) return true;
  try {
    await manageableAccount(tx, actor, holder.employee, { kind: 'account' });
  } catch (error) {
    if (isAppError(error) && error.code === 'own_record_forbidden')
      throw new AppError('own_record_forbidden', { message: serverMessage('ownRole') });
    if (isAppError(error) && error.code === 'account_beyond_reach') {
      throw new AppError('account_beyond_reach', { message: serverMessage('roleAccountBeyondReach') });
    }
    throw error;
  }
  // The user may be the last one managing access (02 §2): the change must leave one.
  await lockAccessModel(tx);
  const wasManager = await isAccessManager(tx, holder.employee.userId);
  await tx.update(users).set({ roleId: next.id, updatedAt: now }).where(eq(users.id, holder.employee.userId));
  if (wasManager) await assertAccessManagerRemains(tx);
  return true;
}
