/**
 * Activation codes. HR issues a one-time code per employee; the
 * person links their account to that employee record with tin + code, at registration or
 * later on company onboarding. The tin alone never links anybody: an RFC can be derived
 * from a name and a birth date.
 *
 * Only the code's SHA-256 is stored (the code has ~58 bits of entropy, so a fast hash is
 * enough: guessing is bounded by the tin lockout, not by the hash). Issuing a new code
 * overwrites, and so voids, the old one; linking clears it.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_CODE_TTL_DAYS,
  formatActivationCode,
  normalizeActivationCode,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companies, companySettings, employees } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { sha256 } from '../../lib/sha256';
import type { PolicyUser } from '../policy/authorize';
import { requireAccess } from '../policy/requireAccess';
import { linkUserToEmployee } from './linkUser';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh code, normalized (no hyphens); uniform over the alphabet (randomInt rejects bias). */
export function generateActivationCode(): string {
  let code = '';
  for (let i = 0; i < ACTIVATION_CODE_LENGTH; i++)
    code += ACTIVATION_CODE_ALPHABET[randomInt(ACTIVATION_CODE_ALPHABET.length)];
  return code;
}

/** What is stored: the SHA-256 of the normalized code (the seed uses it too). */
export function activationCodeHash(code: string): string {
  return sha256(normalizeActivationCode(code));
}

export interface IssuedActivationCode {
  employeeId: number;
  /** XXXX-XXXX-XXXX; shown once, never stored. */
  code: string;
  expiresAt: Date;
}

/**
 * POST /api/employees/{id}/activation-code. An employee of a company the caller may not
 * access answers 404 like a missing one, so ids of other companies leak nothing.
 */
export async function issueActivationCode(
  db: DbOrTx,
  caller: PolicyUser,
  employeeId: number,
  now: Date,
): Promise<IssuedActivationCode> {
  const [row] = await db
    .select({ id: employees.id, companyId: employees.companyId, userId: employees.userId, tin: employees.tin })
    .from(employees)
    .where(eq(employees.id, employeeId));
  const { object: employee } = await requireAccess(db, caller, 'activationCode.issue', row);
  if (employee.userId !== null) throw new AppError('employee_already_linked');
  if (!employee.tin) throw new AppError('employee_without_tin');

  const code = generateActivationCode();
  const expiresAt = new Date(now.getTime() + ACTIVATION_CODE_TTL_DAYS * DAY_MS);
  const updated = await db
    .update(employees)
    .set({ activationCodeHash: activationCodeHash(code), activationCodeExpiresAt: expiresAt, updatedAt: now })
    .where(and(eq(employees.id, employee.id), isNull(employees.userId)))
    .returning({ id: employees.id });
  // Linked between the read and the write: nothing to activate any more.
  if (updated.length === 0) throw new AppError('employee_already_linked');
  return { employeeId: employee.id, code: formatActivationCode(code), expiresAt };
}

/** True when an unexpired code of an unlinked employee with this tin matches (no change made). */
export async function activationCodeMatches(db: DbOrTx, tin: string, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(matchingEmployee(tin, code, now))
    .limit(1);
  return rows.length > 0;
}

function matchingEmployee(tin: string, code: string, now: Date) {
  return and(
    eq(employees.tin, tin),
    eq(employees.activationCodeHash, activationCodeHash(code)),
    isNull(employees.userId),
    gt(employees.activationCodeExpiresAt, now),
  );
}

/**
 * True when the code already linked the record of this tin (activation_code_used_hash): the
 * person (or a double click, or 20 parallel requests) presented a right code twice. That is no
 * guess, so it answers 409 activation_code_used and never counts toward the lockout; the check
 * reveals nothing a guesser could use, since a used code links nothing any more.
 */
export async function activationCodeUsed(db: DbOrTx, tin: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.tin, tin),
        eq(employees.activationCodeUsedHash, activationCodeHash(code)),
        isNotNull(employees.userId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Links the user to the employee record the code belongs to (one UPDATE, so two
 * presentations of one code can't both win), clears the code, grants the company and
 * sends employee_registration_invite. Returns the company id, or null when no unexpired
 * code of an unlinked employee with the user's tin matches. Run it inside the caller's
 * transaction.
 */
export async function linkWithActivationCode(
  tx: DbOrTx,
  user: { id: number; tin: string },
  code: string,
  now: Date,
): Promise<number | null> {
  const linked = await linkUserToEmployee(tx, user.id, matchingEmployee(user.tin, code, now)!, now);
  return linked?.companyId ?? null;
}

/**
 * The facts of the activation letter for a code HR was just shown: the code must be
 * the employee's current, unexpired one (compared by hash), so a letter can only carry a real
 * code. Another company's employee answers 404.
 */
export async function activationLetterFacts(
  db: DbOrTx,
  caller: PolicyUser,
  employeeId: number,
  code: string,
  now: Date,
): Promise<{ companyName: string; employeeName: string; controlNumber: string; code: string; expiresAt: Date }> {
  const [found] = await db
    .select({
      companyId: employees.companyId,
      name: employees.name,
      controlNumber: employees.controlNumber,
      userId: employees.userId,
      hash: employees.activationCodeHash,
      expiresAt: employees.activationCodeExpiresAt,
      companyName: sql<string>`coalesce(${companySettings.companyLegalName}, ${companies.name})`,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(companySettings, eq(companySettings.companyId, employees.companyId))
    .where(eq(employees.id, employeeId));
  const { object: row } = await requireAccess(db, caller, 'activationCode.issue', found);
  if (row.userId !== null) throw new AppError('employee_already_linked');
  const normalized = normalizeActivationCode(code);
  if (!row.hash || !row.expiresAt || row.expiresAt <= now || row.hash !== activationCodeHash(normalized))
    throw new AppError('invalid_activation_code');
  return {
    companyName: row.companyName,
    employeeName: row.name,
    controlNumber: row.controlNumber,
    code: formatActivationCode(normalized),
    expiresAt: row.expiresAt,
  };
}
