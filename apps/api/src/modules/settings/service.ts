import { eq } from 'drizzle-orm';
import { readsCompanySettingsDetail, type CompanySettingsResponse, type Grant } from '@abono/domain';
import type { Db } from '../../db/client';
import { companySettings } from '../../db/schema';
import type { AuthUser } from '../../core/auth/authUser';
import { assertCompanyExists } from '../../core/companies/assertCompanyExists';
import { normalizeRate } from '../../core/settings/normalizeRate';

export type SettingsRow = typeof companySettings.$inferSelect;

/**
 * The settings answer of a company's row (GET and PUT alike). Every member reads the rate and the
 * deadline; the rest only who the domain's `readsCompanySettingsDetail` says (its grants, never its
 * role's name).
 */
export function settingsAnswer(
  companyId: number,
  row: SettingsRow | undefined,
  grants: readonly Grant[],
): CompanySettingsResponse {
  const full = readsCompanySettingsDetail(grants);
  return {
    company_id: companyId,
    interestRate: normalizeRate(row?.interestRate ?? '0'),
    deadline: row?.deadline ?? null,
    issuer_code: full ? (row?.issuerCode ?? null) : null,
    company_location: full ? (row?.companyLocation ?? null) : null,
    company_legal_name: full ? (row?.companyLegalName ?? null) : null,
    hsbc_account_number: full ? (row?.hsbcAccountNumber ?? null) : null,
  };
}

/** Company settings as the caller may read them. */
export async function getSettings(db: Db, user: AuthUser, companyId: number): Promise<CompanySettingsResponse> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
  if (!row) await assertCompanyExists(db, companyId);
  return settingsAnswer(companyId, row, user.grants);
}
