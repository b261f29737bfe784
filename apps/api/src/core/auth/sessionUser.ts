/**
 * GET /api/auth/me: the session user of spec 01 §3, exactly the domain's SessionUser.
 */
import { and, asc, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { pagesFor, reachesAllCompanies, type SessionEmployee, type SessionUser } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees, userCompanies, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { accessibleCompanies } from '../companies/companyAccess';
import type { AuthUser } from './authUser';
import { readTogether } from '../../db/readTogether';

/**
 * The user's employee record in each company they may access: the web
 * app shows the record of the SELECTED company, never another company's. Where one
 * person has several records in a company, the hired one wins, then the newest.
 */
async function employeeRecords(db: DbOrTx, user: AuthUser): Promise<SessionEmployee[]> {
  const conditions: SQL[] = [eq(employees.userId, user.id)];
  if (!reachesAllCompanies(user.grants)) {
    conditions.push(
      exists(
        db
          .select({ one: userCompanies.userId })
          .from(userCompanies)
          .where(and(eq(userCompanies.userId, user.id), eq(userCompanies.companyId, employees.companyId))),
      ),
    );
  }
  const rows = await db
    .select({
      id: employees.id,
      companyId: employees.companyId,
      name: employees.name,
      email: employees.email,
      phone: employees.phone,
      work_location: employees.workLocation,
      controlNumber: employees.controlNumber,
      status: employees.status,
    })
    .from(employees)
    .where(and(...conditions))
    .orderBy(asc(employees.companyId), desc(sql`${employees.status} = 'hired'`), desc(employees.id));
  const byCompany = new Map<number, SessionEmployee>();
  for (const row of rows) {
    if (!byCompany.has(row.companyId)) byCompany.set(row.companyId, row);
  }
  return [...byCompany.values()];
}

export async function buildSessionUser(db: DbOrTx, user: AuthUser): Promise<SessionUser> {
  const [profile] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, user.id));
  if (!profile) throw new AppError('unauthorized');
  const [companies, records] = await readTogether(db, [
    () => accessibleCompanies(db, user),
    () => employeeRecords(db, user),
  ]);
  // What HR already entered on the person's records counts as known (decision 051): onboarding
  // asks only for what neither the account nor a linked record has.
  const email = profile.email ?? records.find((r) => r.email)?.email ?? null;
  const phone = profile.phone ?? records.find((r) => r.phone)?.phone ?? null;
  const needsOnboarding = !email || !phone;
  return {
    id: user.id,
    tin: user.tin,
    role: user.role,
    email,
    phone,
    employees: records,
    companies,
    accessiblePages: pagesFor(user.permissionNames, user.customGrants),
    permissions: user.grants,
    needsOnboarding,
    needsCompanyOnboarding: !needsOnboarding && companies.length === 0,
  };
}
