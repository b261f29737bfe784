/**
 * Password reset codes HR issues (decision 085): the activation code's rules (one-time, only
 * its SHA-256 stored, a new one voids the old) with a 24-hour life, for an employee record that
 * has an account. manage_employees in the employee's company issues one for a plain employee's
 * account; a staff account needs manage_auth, an account holding everything another such holder
 * (the domain's resetCodeRefusal). The person redeems it on /login (modules/auth). HR may also
 * have it e-mailed to the employee (decision 087), through the outbox, in the same transaction.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  formatActivationCode,
  grantsFor,
  normalizeActivationCode,
  RESET_CODE_TTL_HOURS,
  resetCodeRefusal,
} from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { companies, companySettings, employees, passwordResetCodes, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { AuthUser } from '../../core/auth/authUser';
import { recordAudit } from '../../core/audit/recordAudit';
import { mailSettings } from '../../core/mail/mailSwitch';
import { queueEmail } from '../../core/mail/queueEmail';
import { resetCodeEmail } from '../../core/mail/templates/resetCodeEmail';
import { activationCodeHash, generateActivationCode } from '../../core/employees/activationCodeService';
import { loadRoleGrants } from '../../core/policy/accessManagers';
import { requireAccess } from '../../core/policy/requireAccess';

const HOUR_MS = 60 * 60 * 1000;

export interface IssuedResetCode {
  employeeId: number;
  /** XXXX-XXXX-XXXX; shown once, never stored. */
  code: string;
  expiresAt: Date;
  /** The code was also queued by e-mail to the employee. */
  emailed: boolean;
}

/**
 * The employee of the selected company (404 otherwise), its account (409 no_account without
 * one; 403 own_record_forbidden for the caller's own, from requireAccess: they change it from
 * their menu) and whether the caller may reset that account.
 */
async function resettableAccount(tx: DbOrTx, caller: AuthUser, employeeId: number, companyId: number) {
  const [row] = await tx
    .select({
      id: employees.id,
      companyId: employees.companyId,
      userId: employees.userId,
      name: employees.name,
      controlNumber: employees.controlNumber,
      email: employees.email,
      companyName: sql<string>`coalesce(${companySettings.companyLegalName}, ${companies.name})`,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, employees.companyId))
    .where(eq(employees.id, employeeId));
  const { object: employee } = await requireAccess(tx, caller, 'resetCode.issue', row, { companyId });
  if (employee.userId === null) throw new AppError('no_account');
  const [account] = await tx
    .select({ roleId: users.roleId, email: users.email })
    .from(users)
    .where(eq(users.id, employee.userId));
  if (!account) throw new AppError('no_account');
  const role = (await loadRoleGrants(tx)).find((r) => r.id === account.roleId);
  const refusal = resetCodeRefusal(caller.grants, grantsFor(role?.permissionNames ?? [], role?.customGrants ?? []));
  if (refusal) throw new AppError(refusal);
  return { ...employee, userId: employee.userId, accountEmail: account.email };
}

/** A stored address, blank meaning none. */
function addressOf(email: string | null): string | null {
  const trimmed = email?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Where a mailed code goes, refused before anything is written: the server must send e-mail
 * (else 409 mail_not_configured) and the employee record, or else its account, must have an
 * address (else 409 employee_without_email). The record's comes first: it is the one HR sees
 * on the list and the dialog names.
 */
function mailDestination(employee: { email: string | null; accountEmail: string | null }) {
  const mail = mailSettings();
  if (mail === null) throw new AppError('mail_not_configured');
  const to = addressOf(employee.email) ?? addressOf(employee.accountEmail);
  if (to === null) throw new AppError('employee_without_email');
  return { to, publicUrl: mail.publicUrl };
}

/** POST /api/employees/{id}/reset-code: a fresh code for the account, voiding the one before. */
export async function issueResetCode(
  db: Db,
  caller: AuthUser,
  employeeId: number,
  companyId: number,
  now: Date,
  options: { sendByEmail?: boolean } = {},
): Promise<IssuedResetCode> {
  return db.transaction(async (tx) => {
    const employee = await resettableAccount(tx, caller, employeeId, companyId);
    const destination = options.sendByEmail ? mailDestination(employee) : null;
    const code = generateActivationCode();
    const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_HOURS * HOUR_MS);
    const fresh = {
      employeeId: employee.id,
      companyId: employee.companyId,
      codeHash: activationCodeHash(code),
      expiresAt,
      issuedBy: caller.id,
      createdAt: now,
      usedAt: null,
    };
    await tx
      .insert(passwordResetCodes)
      .values({ userId: employee.userId, ...fresh })
      .onConflictDoUpdate({ target: passwordResetCodes.userId, set: fresh });
    const formatted = formatActivationCode(code);
    let emailed = false;
    if (destination) {
      const message = resetCodeEmail({
        employeeName: employee.name,
        companyName: employee.companyName,
        code: formatted,
        expiresAt,
        publicUrl: destination.publicUrl,
      });
      emailed = await queueEmail(tx, {
        companyId: employee.companyId,
        userId: employee.userId,
        to: destination.to,
        ...message,
      });
    }
    await recordAudit(tx, {
      entityType: 'employee',
      entityId: employee.id,
      companyId: employee.companyId,
      actorUserId: caller.id,
      action: 'reset_code_issued',
      // Whether and where it was mailed; never the code.
      changes: {
        userId: employee.userId,
        expiresAt: expiresAt.toISOString(),
        emailed,
        ...(destination ? { emailedTo: destination.to } : {}),
      },
    });
    return { employeeId: employee.id, code: formatted, expiresAt, emailed };
  });
}

/**
 * The facts of the reset letter for a code HR was just shown: it must be the account's current,
 * unused, unexpired code, issued from this employee record, so a letter only carries a real code.
 */
export async function resetLetterFacts(
  db: Db,
  caller: AuthUser,
  employeeId: number,
  companyId: number,
  code: string,
  now: Date,
): Promise<{ companyName: string; employeeName: string; controlNumber: string; code: string; expiresAt: Date }> {
  const employee = await resettableAccount(db, caller, employeeId, companyId);
  const normalized = normalizeActivationCode(code);
  const [current] = await db
    .select({ expiresAt: passwordResetCodes.expiresAt })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, employee.userId),
        eq(passwordResetCodes.employeeId, employee.id),
        eq(passwordResetCodes.codeHash, activationCodeHash(normalized)),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    );
  if (!current) throw new AppError('invalid_reset_code');
  return {
    companyName: employee.companyName,
    employeeName: employee.name,
    controlNumber: employee.controlNumber,
    code: formatActivationCode(normalized),
    expiresAt: current.expiresAt,
  };
}
