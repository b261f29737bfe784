/**
 * GET /api/auth/me: the session user of spec 01 §3, exactly the domain's SessionUser.
 */
import { and, asc, eq, exists, type SQL } from 'drizzle-orm';
import { grantsFor, isSuperAdmin, pagesFor, type SessionEmployee, type SessionUser } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { employees, userCompanies, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { accessibleCompanies } from '../companies/companyAccess';
import type { AuthUser } from './authUser';

/** The user's first employee record: lowest company id among the companies they may access. */
async function firstEmployee(db: DbOrTx, user: AuthUser): Promise<SessionEmployee | null> {
  const conditions: SQL[] = [eq(employees.userId, user.id)];
  if (!isSuperAdmin(user.role)) {
    conditions.push(
      exists(
        db
          .select({ one: userCompanies.userId })
          .from(userCompanies)
          .where(and(eq(userCompanies.userId, user.id), eq(userCompanies.companyId, employees.companyId))),
      ),
    );
  }
  const [row] = await db
    .select({
      id: employees.id,
      name: employees.name,
      email: employees.email,
      phone: employees.phone,
      work_location: employees.workLocation,
      controlNumber: employees.controlNumber,
    })
    .from(employees)
    .where(and(...conditions))
    .orderBy(asc(employees.companyId), asc(employees.id))
    .limit(1);
  return row ?? null;
}

export async function buildSessionUser(db: DbOrTx, user: AuthUser): Promise<SessionUser> {
  const [profile] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, user.id));
  if (!profile) throw new AppError('unauthorized');
  const [companies, employee] = await Promise.all([accessibleCompanies(db, user), firstEmployee(db, user)]);
  const needsOnboarding = !profile.email || !profile.phone;
  return {
    id: user.id,
    tin: user.tin,
    role: user.role,
    email: profile.email,
    phone: profile.phone,
    employee,
    companies,
    accessiblePages: pagesFor(user.permissionNames),
    permissions: grantsFor(user.permissionNames),
    needsOnboarding,
    needsCompanyOnboarding: !needsOnboarding && companies.length === 0,
  };
}
