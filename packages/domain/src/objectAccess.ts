/**
 * Who may do what to an object — a loan, an insurance request, an employee record, an
 * activation code — and what a grant-guarded route needs of its company (03 §5 grants,
 * decision 064). The API's requireAccess (apps/api/src/core/policy/requireAccess.ts) decides
 * each object from this table, and every grant-guarded route declaration (contract/*.ts)
 * derives its guard from it with `objectGuard` (a test refuses a grant written by hand), so a
 * grant is written once: here.
 */
import type { CompanyScope, RouteAccess } from './contract/route';
import {
  CREATE_COMPANY_GRANT,
  hasGrant,
  RESET_DATABASE_GRANT,
  RESOURCES,
  type Grant,
  type PermissionType,
  type Resource,
} from './permissions';

/** One grant an action needs (ENDPOINT unless `type` says ENTITY). */
export interface NeededGrant {
  readonly resource: Resource;
  readonly action: 'READ' | 'WRITE';
  readonly type?: PermissionType;
}

export interface ObjectAccessRule {
  /** The object's owner holding this grant may do it. */
  readonly owner?: NeededGrant;
  /** Staff of the object's company holding any of these grants may do it. */
  readonly staff?: readonly [NeededGrant, ...NeededGrant[]];
  /**
   * Nobody does it as staff to an object about themselves: their own loan, employee record,
   * account or insurance request (segregation of duties, ownRecord.ts, decision 097).
   */
  readonly notOnOwn?: true;
}

const OFFERS_READ = { resource: RESOURCES.offers, action: 'READ' } as const;
const LOAN_REQUESTS_WRITE = { resource: RESOURCES.loanRequests, action: 'WRITE' } as const;
const LOANS_READ = { resource: RESOURCES.loans, action: 'READ' } as const;
const LOANS_WRITE = { resource: RESOURCES.loans, action: 'WRITE' } as const;
const OWN_LOANS_READ = { type: 'ENTITY', resource: RESOURCES.ownLoans, action: 'READ' } as const;
const OWN_LOANS_WRITE = { type: 'ENTITY', resource: RESOURCES.ownLoans, action: 'WRITE' } as const;
const EMPLOYEES_READ = { resource: RESOURCES.employees, action: 'READ' } as const;
const EMPLOYEES_WRITE = { resource: RESOURCES.employees, action: 'WRITE' } as const;
const TREASURY_READ = { resource: RESOURCES.treasury, action: 'READ' } as const;
const TREASURY_WRITE = { resource: RESOURCES.treasury, action: 'WRITE' } as const;
const SETTINGS_READ = { resource: RESOURCES.settings, action: 'READ' } as const;
const SETTINGS_WRITE = { resource: RESOURCES.settings, action: 'WRITE' } as const;
const PRODUCTS_READ = { resource: RESOURCES.products, action: 'READ' } as const;
const PRODUCTS_WRITE = { resource: RESOURCES.products, action: 'WRITE' } as const;
const USER_ACCESS_READ = { resource: RESOURCES.userAccess, action: 'READ' } as const;
const USER_ACCESS_WRITE = { resource: RESOURCES.userAccess, action: 'WRITE' } as const;
const ROLES_READ = { resource: RESOURCES.roles, action: 'READ' } as const;
const ROLES_WRITE = { resource: RESOURCES.roles, action: 'WRITE' } as const;
const PERMISSIONS_READ = { resource: RESOURCES.permissions, action: 'READ' } as const;
const PERMISSIONS_WRITE = { resource: RESOURCES.permissions, action: 'WRITE' } as const;
const AUDIT_READ = { resource: RESOURCES.audit, action: 'READ' } as const;

/**
 * Who may do what to an object (03 §5 grants). `staff` are members of the company in play (the
 * object's, or the route's selected one) holding one of the grants.
 */
export const OBJECT_ACCESS = {
  /** A loan's detail, contract and schedule: its owner, or the company's credits staff. */
  'loan.read': { owner: OWN_LOANS_READ, staff: [LOANS_READ] },
  /** HR's reading of the company's loans: the credits list, its ids and export, a request's payslip. */
  'loan.review': { staff: [LOANS_READ] },
  /** A member of the company applying for a loan, or for insurance (request_loan). */
  'loan.apply': { staff: [LOAN_REQUESTS_WRITE] },
  'insurance.apply': { staff: [LOAN_REQUESTS_WRITE] },
  /** The company's products as offers: the offer panel, the contract preview, the active products. */
  'offer.read': { staff: [OFFERS_READ] },
  /** Creating a company touches no existing company (03 §5: create_company). */
  'company.create': { staff: [CREATE_COMPANY_GRANT] },
  /** The owner's answers: counter offer, documentation completed. */
  'loan.answer': { owner: OWN_LOANS_WRITE },
  /** HR's actions on a loan. */
  'loan.manage': { staff: [LOANS_WRITE], notOnOwn: true },
  /** Treasury's lists, bank files and their history (manage_treasury). */
  'treasury.read': { staff: [TREASURY_READ] },
  /** Treasury's moves of a loan: the bank request, the deposit confirmation, the error report. */
  'loan.disburse': { staff: [TREASURY_WRITE], notOnOwn: true },
  'insurance.read': { staff: [LOANS_READ] },
  'insurance.manage': { staff: [LOANS_WRITE], notOnOwn: true },
  /** Issuing an activation code and printing its letter manage the employee. */
  'activationCode.issue': { staff: [EMPLOYEES_WRITE], notOnOwn: true },
  /** Issuing a password reset code and printing its letter (decision 085; staff accounts need more). */
  'resetCode.issue': { staff: [EMPLOYEES_WRITE], notOnOwn: true },
  'employee.read': { staff: [EMPLOYEES_READ] },
  'employee.manage': { staff: [EMPLOYEES_WRITE], notOnOwn: true },
  /** The termination document: HR, and treasury, who settles the debt with it (spec 02 Treasury). */
  'employee.termination': { staff: [EMPLOYEES_READ, TREASURY_READ] },
  /** A company's settings: rate, deadline, issuer code, legal data (manage_settings: treasury and admin). */
  'settings.manage': { staff: [SETTINGS_WRITE] },
  /** Who changed a company's settings, when, and from what to what (manage_settings). */
  'settings.history': { staff: [SETTINGS_READ] },
  /** The danger zone's reset destroys every company's data (decision 064: the every-company reach). */
  'database.reset': { staff: [RESET_DATABASE_GRANT] },
  /** The product catalogue and which products a company offers (manage_settings: treasury and admin). */
  'product.read': { staff: [PRODUCTS_READ] },
  'product.manage': { staff: [PRODUCTS_WRITE] },
  /** The account linked to an employee record (manage_auth): its access and companies. */
  'account.read': { staff: [USER_ACCESS_READ] },
  'account.manage': { staff: [USER_ACCESS_WRITE], notOnOwn: true },
  /** Roles, their permissions, their users and the defaults' verify/reset (manage_access). */
  'role.read': { staff: [ROLES_READ] },
  'role.manage': { staff: [ROLES_WRITE] },
  /** The permission catalogue (manage_access). */
  'permission.read': { staff: [PERMISSIONS_READ] },
  'permission.manage': { staff: [PERMISSIONS_WRITE] },
  /** The company's audit log and its export (manage_access: admin and super_admin, decision 080). */
  'audit.read': { staff: [AUDIT_READ] },
} as const satisfies Record<string, ObjectAccessRule>;

export type ObjectAction = keyof typeof OBJECT_ACCESS;

/** True when the grants hold one of the action's staff grants (no object needed). */
export function holdsStaffGrant(actor: { grants: readonly Grant[] }, action: ObjectAction): boolean {
  const rule: ObjectAccessRule = OBJECT_ACCESS[action];
  return Boolean(rule.staff?.some((needed) => hasGrant(actor.grants, needed)));
}

/**
 * The route access of an action: the action's one grant, or any signed-in user when the action
 * has several ways in (owner or staff, or two staff grants), which requireAccess then tells
 * apart. The company is the route's selected one (`company`), the object's (`scope: 'object'`,
 * the default), or none at all (`'none'`: a company's creation, the import template).
 */
export function objectGuard(action: ObjectAction, company?: CompanyScope | 'none'): RouteAccess {
  const rule: ObjectAccessRule = OBJECT_ACCESS[action];
  const ways = [...(rule.owner ? [rule.owner] : []), ...(rule.staff ?? [])];
  const where = company === 'none' ? { scope: 'none' as const } : company ? { company } : { scope: 'object' as const };
  if (ways.length === 1) {
    const [only] = ways as [NeededGrant];
    return {
      kind: 'permission',
      resource: only.resource,
      action: only.action,
      ...(only.type ? { type: only.type } : {}),
      ...where,
    };
  }
  return { kind: 'authenticated', ...where };
}
