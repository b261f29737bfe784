import {
  DEFAULT_ROLE_PERMISSIONS,
  grantsFor,
  pagesFor,
  type CompanySummary,
  type NotificationItem,
  type RoleName,
  type SessionUser,
} from '@abono/domain';

export const companyA: CompanySummary = { id: 1, name: 'Industrias del Bajío S.A. de C.V.', logo: null };
export const companyB: CompanySummary = { id: 2, name: 'Comercializadora del Pacífico S.A. de C.V.', logo: 'logo-b' };

/** The same person hired by both companies, with a different control number and branch in each. */
export function makeTwoCompanyUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const base = makeUser();
  return makeUser({
    employees: [
      ...base.employees,
      {
        id: 71,
        companyId: companyB.id,
        name: 'Ana María López Ruiz',
        email: 'ana@pacifico.mx',
        phone: '3312345678',
        work_location: 'Mazatlán',
        controlNumber: 'P-900',
        status: 'hired',
      },
    ],
    ...overrides,
  });
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    tin: 'EMPL800101AA1',
    role: 'employee',
    email: 'ana@example.com',
    phone: '5512345678',
    employees: [
      {
        id: 70,
        companyId: companyA.id,
        name: 'Ana María López',
        email: 'ana@example.com',
        phone: '5512345678',
        work_location: 'León',
        controlNumber: 'E-001',
        status: 'hired',
      },
    ],
    companies: [companyA, companyB],
    accessiblePages: ['offers', 'loan'],
    permissions: [],
    needsOnboarding: false,
    needsCompanyOnboarding: false,
    ...overrides,
  };
}

/** A user of `role` with that role's default pages and grants (spec 01 §6), as GET /auth/me answers. */
export function makeUserWithRole(role: RoleName, overrides: Partial<SessionUser> = {}): SessionUser {
  const names = DEFAULT_ROLE_PERMISSIONS[role];
  return makeUser({ role, accessiblePages: pagesFor(names), permissions: grantsFor(names), ...overrides });
}

export function makeNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: 1,
    type: 'loan_request',
    title: 'Nueva solicitud',
    message: 'Hay una nueva solicitud de préstamo',
    resource_type: 'loan',
    resource_id: 10,
    company_id: 1,
    company_name: companyA.name,
    is_read: false,
    created_at: new Date().toISOString(),
    read_at: null,
    ...overrides,
  };
}
