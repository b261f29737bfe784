/**
 * The one object-level decision (in the manner of Immich's `requireAccess`): may this actor do
 * this action to this object — a loan, an insurance request, an employee record, an activation
 * code? Every service that loads an object by id asks it, and nothing else decides.
 *
 * An action names who may do it (OBJECT_ACCESS): company staff holding a grant, the object's
 * owner holding a grant, or either. The object is reached when
 *   - it exists and, when the request works in a selected company, belongs to that company;
 *   - the actor holds the action's grant, as its owner (owner-only actions) or as staff;
 *   - the actor reaches the object's company (a user_companies row or the all-companies grant).
 * Anything else answers 404, so ids of other people's or other companies' objects reveal nothing
 * (03 §1 company scope).
 *
 * The route guards of object routes are derived from the same table (`objectGuard`), so a grant
 * is written once: here.
 */
import { hasGrant, RESOURCES, type PermissionType, type Resource } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/appError';
import { hasCompanyAccess } from '../companies/companyAccess';
import type { PolicyUser } from './authorize';

/** One grant an action needs (ENDPOINT unless `type` says ENTITY). */
interface Needed {
  readonly resource: Resource;
  readonly action: 'READ' | 'WRITE';
  readonly type?: PermissionType;
}

interface AccessRule {
  /** The object's owner holding this grant may do it. */
  readonly owner?: Needed;
  /** Staff of the object's company holding any of these grants may do it. */
  readonly staff?: readonly [Needed, ...Needed[]];
}

const LOANS_READ = { resource: RESOURCES.loans, action: 'READ' } as const;
const LOANS_WRITE = { resource: RESOURCES.loans, action: 'WRITE' } as const;
const OWN_LOANS_READ = { type: 'ENTITY', resource: RESOURCES.ownLoans, action: 'READ' } as const;
const OWN_LOANS_WRITE = { type: 'ENTITY', resource: RESOURCES.ownLoans, action: 'WRITE' } as const;
const EMPLOYEES_READ = { resource: RESOURCES.employees, action: 'READ' } as const;
const EMPLOYEES_WRITE = { resource: RESOURCES.employees, action: 'WRITE' } as const;
const TREASURY_READ = { resource: RESOURCES.treasury, action: 'READ' } as const;
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
  'insurance.read': { staff: [LOANS_READ] },
  'insurance.manage': { staff: [LOANS_WRITE] },
  /** Issuing an activation code and printing its letter manage the employee. */
  'activationCode.issue': { staff: [EMPLOYEES_WRITE] },
  'employee.read': { staff: [EMPLOYEES_READ] },
  'employee.manage': { staff: [EMPLOYEES_WRITE] },
  /** The termination document: HR, and treasury, who settles the debt with it (spec 02 Treasury). */
  'employee.termination': { staff: [EMPLOYEES_READ, TREASURY_READ] },
  /** The account linked to an employee record (manage_auth): its access and companies. */
  'account.read': { staff: [USER_ACCESS_READ] },
  'account.manage': { staff: [USER_ACCESS_WRITE] },
} as const satisfies Record<string, AccessRule>;

export type ObjectAction = keyof typeof OBJECT_ACCESS;

/** What the decision reads of an object. */
export interface AccessObject {
  companyId: number;
  /** The users who own the object (a loan: its applicant and its employee record's user). */
  ownerIds?: readonly (number | null)[];
}

export interface AccessOptions {
  /** The company the request works in: an object of another company is not found, even one the actor reaches. */
  companyId?: number;
  /** The 404 to answer, when its message names the object. */
  notFound?: () => AppError;
}

/** As whom the actor reaches the object. */
export type AccessCapacity = 'owner' | 'staff';

function capacityOf(actor: PolicyUser, rule: AccessRule, object: AccessObject): AccessCapacity | null {
  if (rule.owner && object.ownerIds?.includes(actor.id) && hasGrant(actor.grants, rule.owner)) return 'owner';
  if (rule.staff?.some((needed) => hasGrant(actor.grants, needed))) return 'staff';
  return null;
}

/** True when the actor holds one of the action's staff grants (no object, no database). */
export function holdsStaffGrant(actor: Pick<PolicyUser, 'grants'>, action: ObjectAction): boolean {
  const rule: AccessRule = OBJECT_ACCESS[action];
  return Boolean(rule.staff?.some((needed) => hasGrant(actor.grants, needed)));
}

/**
 * The object and the capacity the actor reaches it in; 404 (`options.notFound`, else `not_found`)
 * when it is missing or out of reach.
 */
export async function requireAccess<T extends AccessObject>(
  db: DbOrTx,
  actor: PolicyUser,
  action: ObjectAction,
  object: T | null | undefined,
  options: AccessOptions = {},
): Promise<{ object: T; capacity: AccessCapacity }> {
  const refuse = () => options.notFound?.() ?? new AppError('not_found');
  if (!object) throw refuse();
  if (options.companyId !== undefined && object.companyId !== options.companyId) throw refuse();
  const capacity = capacityOf(actor, OBJECT_ACCESS[action], object);
  if (!capacity || !(await hasCompanyAccess(db, actor, object.companyId))) throw refuse();
  return { object, capacity };
}

/** Where a company-scoped route reads its company id (plugins/guard.ts CompanyScope). */
interface CompanyFrom {
  from: 'query' | 'params' | 'body';
  key: string;
}

/**
 * The route guard of an action: the action's one grant, or any signed-in user when the action has
 * several ways in (owner or staff, or two staff grants), which requireAccess then tells apart. The
 * company is the route's selected one (`company`) or, without it, the object's (`scope: 'object'`).
 */
export function objectGuard(action: ObjectAction, company?: CompanyFrom) {
  const rule: AccessRule = OBJECT_ACCESS[action];
  const ways = [...(rule.owner ? [rule.owner] : []), ...(rule.staff ?? [])];
  const where = company ? { company } : { scope: 'object' as const };
  if (ways.length === 1) {
    const [only] = ways as [Needed];
    return { kind: 'permission' as const, resource: only.resource, action: only.action, type: only.type, ...where };
  }
  return { kind: 'authenticated' as const, ...where };
}
