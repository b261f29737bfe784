/**
 * PUT /api/settings (spec 02 §7 "merged with existing settings plus company_id"; decision 071):
 * the fields sent replace the stored ones, the fields absent stay, and each field that really
 * changes writes one audit row (who, when, old → new), all in one transaction on the locked row.
 * A PUT that changes nothing writes nothing. Loans keep the rate and deadline they were quoted
 * with (their own columns), so a change here applies to new quotes only.
 */
import { eq } from 'drizzle-orm';
import {
  businessDayOf,
  deadlineField,
  type CompanySettingsResponse,
  type settingsUpdateBodySchema,
} from '@abono/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { companySettings } from '../../db/schema';
import type { AuthUser } from '../../core/auth/authUser';
import { maskedAccount } from '../../core/audit/maskedAccount';
import { recordAudits, type AuditEntry } from '../../core/audit/recordAudit';
import { assertCompanyExists } from '../../core/companies/assertCompanyExists';
import { normalizeRate } from '../../core/settings/normalizeRate';
import { AppError } from '../../lib/appError';
import { settingsAnswer, type SettingsRow } from './service';

export type SettingsUpdateBody = z.output<typeof settingsUpdateBodySchema>;

/** The body's fields (their wire names, which the audit rows keep) and their columns. */
const COLUMNS = {
  interestRate: 'interestRate',
  deadline: 'deadline',
  issuer_code: 'issuerCode',
  company_legal_name: 'companyLegalName',
  company_location: 'companyLocation',
  hsbc_account_number: 'hsbcAccountNumber',
} as const satisfies Record<string, keyof SettingsRow>;

type Field = keyof typeof COLUMNS;

/**
 * The deadline window depends on the business day, which a route declaration cannot carry: it is
 * checked here with the domain's own field (the web's form uses the same one).
 */
function assertDeadline(deadline: string | undefined, now: Date): void {
  if (deadline === undefined) return;
  const checked = deadlineField(businessDayOf(now)).safeParse(deadline);
  if (!checked.success) {
    throw new AppError('validation_error', {
      fields: { deadline: checked.error.issues[0]?.message ?? 'errors.invalid_date' },
    });
  }
}

/** The stored row, locked until the transaction ends; a company without one gets the defaults first. */
async function lockedSettings(tx: DbOrTx, companyId: number): Promise<SettingsRow> {
  const select = () => tx.select().from(companySettings).where(eq(companySettings.companyId, companyId)).for('update');
  const [row] = await select();
  if (row) return row;
  await assertCompanyExists(tx, companyId);
  await tx.insert(companySettings).values({ companyId }).onConflictDoNothing();
  return (await select())[0]!;
}

/** How a value is compared: a rate by its number (`2.50` is `2.5000`), the rest as stored. */
function comparable(field: Field, value: string | null): string | null {
  return field === 'interestRate' && value !== null ? normalizeRate(value) : value;
}

/** How a value is written in the audit row: a rate plainly, the HSBC account by its last digits only. */
function audited(field: Field, value: string | null): string | null {
  if (field === 'hsbc_account_number') return maskedAccount(value);
  return comparable(field, value);
}

/** Merges the sent fields into the company's settings and answers them as GET does. */
export async function updateSettings(
  db: Db,
  actor: AuthUser,
  input: SettingsUpdateBody,
  now: Date,
): Promise<CompanySettingsResponse> {
  assertDeadline(input.deadline, now);
  const companyId = input.company_id;
  const row = await db.transaction(async (tx) => {
    const current = await lockedSettings(tx, companyId);
    const set: Partial<SettingsRow> = {};
    const audits: AuditEntry[] = [];
    for (const field of Object.keys(COLUMNS) as Field[]) {
      const sent = input[field];
      if (sent === undefined) continue;
      const stored = current[COLUMNS[field]];
      if (comparable(field, sent) === comparable(field, stored)) continue;
      // Each field's schema yields its column's type (the rate a string, the HSBC account maybe null).
      (set as Record<string, string | null>)[COLUMNS[field]] = sent;
      audits.push({
        entityType: 'settings',
        entityId: companyId,
        companyId,
        actorUserId: actor.id,
        action: 'update',
        changes: { [field]: { from: audited(field, stored), to: audited(field, sent) } },
      });
    }
    if (audits.length === 0) return current;
    const [updated] = await tx
      .update(companySettings)
      .set({ ...set, updatedAt: now })
      .where(eq(companySettings.companyId, companyId))
      .returning();
    await recordAudits(tx, audits);
    return updated!;
  });
  return settingsAnswer(companyId, row, actor.grants);
}
