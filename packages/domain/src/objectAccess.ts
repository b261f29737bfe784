/**
 * Who may do what to an object — a loan, an insurance request, an employee record, an
 * activation code (03 §5 grants, decision 064). The API's requireAccess
 * (apps/api/src/core/policy/requireAccess.ts) decides each object from this table, and the
 * route declarations (contract/*.ts) derive their guards from it with `objectGuard`, so a
 * grant is written once: here.
 */
import type { CompanyScope, RouteAccess } from './contract/route';
import { hasGrant, RESOURCES, type Grant, type PermissionType, type Resource } from './permissions';

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
}

const LOANS_READ = { resource: RESOURCES.loans, action: 'READ' } as const;
const LOANS_WRITE = { resource: RESOURCES.loans, action: 'WRITE' } as const;
const OWN_LOANS_READ = { type: 'ENTITY', resource: RESOURCES.ownLoans, action: 'READ' } as const;
const OWN_LOANS_WRITE = { type: 'ENTITY', resource: RESOURCES.ownLoans, action: 'WRITE' } as const;
const EMPLOYEES_READ = { resource: RESOURCES.employees, action: 'READ' } as const;
const EMPLOYEES_WRITE = { resource: RESOURCES.employees, action: 'WRITE' } as const;
const TREASURY_READ = { resource: RESOURCES.treasury, action: 'READ' } as const;
const TREASURY_WRITE = { resource: RESOURCES.treasury, action: 'WRITE' } as const;
const SETTINGS_WRITE = { resource: RESOURCES.settings, action: 'WRITE' } as const;
const USER_ACCESS_READ = { resource: RESOURCES.userAccess, action: 'READ' } as const;
const USER_ACCESS_WRITE = { resource: RESOURCES.userAccess, action: 'WRITE' } as const;

/** Who may do what to an object (03 §5 grants). */
export const OBJECT_ACCESS = {
  /** A loan's detail, contract and schedule: its owner, or the company's credits staff. */
  'loan.read': { owner: OWN_LOANS_READ, staff: [LOANS_READ] },
  /** The owner's answers: counter offer, documentation completed. */
  'loan.answer': { owner: OWN_LOANS_WRITE },
  /** HR's actions on a loan. */
  'loan.manage': { staff: [LOANS_WRITE] },
  /** Treasury's lists, bank files and their history (manage_treasury). */
  'treasury.read': { staff: [TREASURY_READ] },
  /** Treasury's moves of a loan: the bank request, the deposit confirmation, the error report. */
  'loan.disburse': { staff: [TREASURY_WRITE] },
  'insurance.read': { staff: [LOANS_READ] },
  'insurance.manage': { staff: [LOANS_WRITE] },
  /** Issuing an activation code and printing its letter manage the employee. */
  'activationCode.issue': { staff: [EMPLOYEES_WRITE] },
  'employee.read': { staff: [EMPLOYEES_READ] },
  'employee.manage': { staff: [EMPLOYEES_WRITE] },
  /** The termination document: HR, and treasury, who settles the debt with it (spec 02 Treasury). */
  'employee.termination': { staff: [EMPLOYEES_READ, TREASURY_READ] },
  /** A company's settings: rate, deadline, issuer code, legal data (manage_settings: treasury and admin). */
  'settings.manage': { staff: [SETTINGS_WRITE] },
  /** The account linked to an employee record (manage_auth): its access and companies. */
  'account.read': { staff: [USER_ACCESS_READ] },
  'account.manage': { staff: [USER_ACCESS_WRITE] },
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
 * apart. The company is the route's selected one (`company`) or, without it, the object's
 * (`scope: 'object'`).
 */
export function objectGuard(action: ObjectAction, company?: CompanyScope): RouteAccess {
  const rule: ObjectAccessRule = OBJECT_ACCESS[action];
  const ways = [...(rule.owner ? [rule.owner] : []), ...(rule.staff ?? [])];
  const where = company ? { company } : { scope: 'object' as const };
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
