/**
 * Company scope (03 §1): a user reaches a company through a user_companies row; the
 * all-companies grant (super_admin's by default, 03 §5) reaches every company.
 */
import { and, asc, eq } from 'drizzle-orm';
import { reachesAllCompanies, type CompanySummary, type Grant } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companies, userCompanies } from '../../db/schema';

export interface CompanyCaller {
  id: number;
  grants: readonly Grant[];
}

export async function hasCompanyAccess(db: DbOrTx, caller: CompanyCaller, companyId: number): Promise<boolean> {
  if (reachesAllCompanies(caller.grants)) return true;
  const rows = await db
    .select({ companyId: userCompanies.companyId })
    .from(userCompanies)
    .where(and(eq(userCompanies.userId, caller.id), eq(userCompanies.companyId, companyId)))
    .limit(1);
  return rows.length > 0;
}

/** The companies the caller may work in, by name (all of them with the all-companies grant). */
export async function accessibleCompanies(db: DbOrTx, caller: CompanyCaller): Promise<CompanySummary[]> {
  const columns = { id: companies.id, name: companies.name, logo: companies.logo };
  if (reachesAllCompanies(caller.grants)) {
    return db.select(columns).from(companies).orderBy(asc(companies.name), asc(companies.id));
  }
  return db
    .select(columns)
    .from(companies)
    .innerJoin(userCompanies, eq(userCompanies.companyId, companies.id))
    .where(eq(userCompanies.userId, caller.id))
    .orderBy(asc(companies.name), asc(companies.id));
}
