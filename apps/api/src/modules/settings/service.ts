import { eq } from 'drizzle-orm';
import type { CompanySettingsResponse } from '@abono/domain';
import type { Db } from '../../db/client';
import { companySettings } from '../../db/schema';
import type { AuthUser } from '../../core/auth/authUser';
import { assertCompanyExists } from '../../core/companies/assertCompanyExists';
import { normalizeRate } from '../../core/settings/normalizeRate';
import { isPermitted } from '../../core/policy/authorize';

/**
 * Company settings. Every member reads the rate and the deadline (employees need them
 * for their quotes); the issuer code, legal data and HSBC account number are shown only
 * to users who manage settings or treasury.
 */
export async function getSettings(db: Db, user: AuthUser, companyId: number): Promise<CompanySettingsResponse> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.companyId, companyId));
  if (!row) await assertCompanyExists(db, companyId);
  const full = isPermitted(user, { resource: 'settings', action: 'READ' }) || isPermitted(user, { resource: 'treasury', action: 'READ' });
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
