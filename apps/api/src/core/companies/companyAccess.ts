/**
 * Company scope (03 §1): a user reaches a company through a user_companies row;
 * super_admin reaches every company.
 */
import { and, asc, eq } from 'drizzle-orm';
import { isSuperAdmin, type CompanySummary } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companies, userCompanies } from '../../db/schema';
import { AppError } from '../../lib/appError';

export interface CompanyCaller {
  id: number;
  role: string;
}

export async function hasCompanyAccess(db: DbOrTx, caller: CompanyCaller, companyId: number): Promise<boolean> {
  if (isSuperAdmin(caller.role)) return true;
  const rows = await db
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(and(eq(userCompanies.userId, caller.id), eq(userCompanies.companyId, companyId)))
    .limit(1);
  return rows.length > 0;
}

/** Throws 403 company_forbidden unless the caller may work in the company. */
export async function assertCompanyAccess(db: DbOrTx, caller: CompanyCaller, companyId: number): Promise<void> {
  if (!(await hasCompanyAccess(db, caller, companyId))) throw new AppError('company_forbidden');
}

/** The companies the caller may work in, by name (super_admin: all). */
export async function accessibleCompanies(db: DbOrTx, caller: CompanyCaller): Promise<CompanySummary[]> {
  const columns = { id: companies.id, name: companies.name, logo: companies.logo };
  if (isSuperAdmin(caller.role)) {
    return db.select(columns).from(companies).orderBy(asc(companies.name), asc(companies.id));
  }
  return db
    .select(columns)
    .from(companies)
    .innerJoin(userCompanies, eq(userCompanies.companyId, companies.id))
    .where(eq(userCompanies.userId, caller.id))
    .orderBy(asc(companies.name), asc(companies.id));
}
