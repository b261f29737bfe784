/**
 * The staff tool that undoes a wrong link (decision 047): POST
 * /employees/{id}/unlink-account, permission manage_auth (resource user_access) in the selected
 * company. Who may touch the account is accountAccess.ts's rule, as for every access change.
 *
 * - The record loses its account and any code state (pending or used), so HR can issue a new
 *   activation code for the real person.
 * - The account loses the company (user_companies) unless it is still linked to another record
 *   there: only a linked record earns access (03 §6).
 * - releaseTin frees the account's RFC, because a squatter who registered the victim's RFC
 *   first leaves the real person with tin_taken. Only an account with no linked record left
 *   anywhere and no staff grant may be released (so no real person's working account, nor a
 *   staff account, is ever taken apart from one company's screen); otherwise 409
 *   tin_not_releasable and nothing changes. A released account is parked: its tin becomes
 *   'released-<id>' (lower case, unreachable by any normalized login input), it is deactivated,
 *   every session ends, and it loses every company. Its rows (loans, audit) stay.
 * - The record's pending and counter-offered loans are rejected (audit action account_unlinked):
 *   the unlinked account signed them, not the person.
 * Each unlink writes an audit row on the employee; a release one more on the user.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, type EmployeeUnlinkResult } from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { employees, permissions, rolePermissions, userCompanies, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { recordAudit } from '../../core/audit/recordAudit';
import type { AuthUser } from '../../core/auth/authUser';
import { revokeAllSessions } from '../../core/auth/revokeAllSessions';
import { manageableAccount } from './accountAccess';
import { companyEmployee } from './companyEmployee';
import { rejectOpenLoans } from './deactivationEffects';
import { lockEmployeeLoans } from '../../core/employees/terminationFacts';

/** The permissions every applicant holds: anything beyond them ('*' included) is a staff grant. */
const APPLICANT_PERMISSIONS: string[] = DEFAULT_ROLE_PERMISSIONS.employee;

async function holdsStaffGrant(tx: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ name: permissions.name })
    .from(users)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(users.id, userId), notInArray(permissions.name, APPLICANT_PERMISSIONS)))
    .limit(1);
  return Boolean(row);
}

async function linkedRecordIn(tx: DbOrTx, userId: number, companyId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      companyId === undefined
        ? eq(employees.userId, userId)
        : and(eq(employees.userId, userId), eq(employees.companyId, companyId)),
    )
    .limit(1);
  return Boolean(row);
}

/** Parks the account so its RFC is free: renamed, deactivated, sessions ended, no company. */
async function releaseTin(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ tin: sql`'released-' || ${users.id}`, isActive: false, updatedAt: now })
    .where(eq(users.id, userId));
  await revokeAllSessions(tx, userId, now);
  await tx.delete(userCompanies).where(eq(userCompanies.userId, userId));
}

export async function unlinkAccount(
  db: Db,
  actor: AuthUser,
  employeeId: number,
  companyId: number,
  release: boolean,
  now: Date,
): Promise<EmployeeUnlinkResult> {
  return db.transaction(async (tx) => {
    const employee = await companyEmployee(tx, actor, 'account.manage', employeeId, companyId, { lock: true });
    // Releasing parks the whole account: the caller must reach every company it works in.
    const account = await manageableAccount(
      tx,
      actor,
      employee,
      release ? { kind: 'account' } : { kind: 'company', companyId },
    );
    // What the wrong account signed on this record is not the person's: its open requests are
    // rejected, so HR can never approve a loan a squatter signed in the victim's name.
    await lockEmployeeLoans(tx, employee.id, companyId);
    const rejectedLoans = await rejectOpenLoans(tx, actor, employee, now, 'unlink');
    await tx
      .update(employees)
      .set({
        userId: null,
        activationCodeHash: null,
        activationCodeExpiresAt: null,
        activationCodeUsedHash: null,
        updatedAt: now,
      })
      .where(and(eq(employees.id, employee.id), eq(employees.userId, account.userId)));

    let tinReleased = false;
    if (release) {
      if ((await linkedRecordIn(tx, account.userId)) || (await holdsStaffGrant(tx, account.userId)))
        throw new AppError('tin_not_releasable');
      await releaseTin(tx, account.userId, now);
      tinReleased = true;
    }
    let companyAccessRemoved = tinReleased;
    if (!tinReleased && !(await linkedRecordIn(tx, account.userId, companyId))) {
      const removed = await tx
        .delete(userCompanies)
        .where(and(eq(userCompanies.userId, account.userId), eq(userCompanies.companyId, companyId)))
        .returning({ userId: userCompanies.userId });
      companyAccessRemoved = removed.length > 0;
    }

    await recordAudit(tx, {
      entityType: 'employee',
      entityId: employee.id,
      companyId,
      actorUserId: actor.id,
      action: 'unlink_account',
      changes: {
        user_id: account.userId,
        company_access_removed: companyAccessRemoved,
        tin_released: tinReleased,
        rejected_loans: rejectedLoans,
      },
    });
    if (tinReleased) {
      await recordAudit(tx, {
        entityType: 'user',
        entityId: account.userId,
        companyId,
        actorUserId: actor.id,
        action: 'release_tin',
        changes: { employee_id: employee.id, is_active: { from: account.isActive, to: false } },
      });
    }
    return { id: employee.id, hasAccount: false, companyAccessRemoved, tinReleased };
  });
}
