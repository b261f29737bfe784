/**
 * The route-level authorization decision: may this user do this action in this company? The
 * route guard asks it for every request, and the bulk helpers again inside their transactions;
 * objects loaded by id are decided by `requireAccess.ts`. It composes the two existing rules rather
 * than restating them: the role's grants (the domain's `hasGrant`, 03 §5) and company
 * scope (`companyAccess.ts`, 03 §1: user_companies, or the all-companies grant).
 */
import { hasGrant, type PermissionType, type Resource } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/appError';
import type { AuthUser } from '../auth/authUser';
import { hasCompanyAccess } from '../companies/companyAccess';

/** A permission: the grant a caller needs (ENDPOINT unless `type` says ENTITY). */
export interface PolicyAction {
  resource: Resource;
  action: 'READ' | 'WRITE';
  type?: PermissionType;
}

/** What the action touches: a company's data, or nothing company-scoped (null). */
export type PolicyResource = { companyId: number } | null;

/** The caller fields the policy reads (AuthUser satisfies it). */
export type PolicyUser = Pick<AuthUser, 'id' | 'grants'>;

/** True when the caller's role grants the action (no database access). */
export function isPermitted(user: Pick<AuthUser, 'grants'>, action: PolicyAction): boolean {
  return hasGrant(user.grants, action);
}

/** Why the policy refuses: no grant, or a company the caller may not work in. */
export type PolicyRefusal = 'forbidden' | 'company_forbidden';

/** The decision itself: null when allowed, otherwise the reason. */
async function refusalOf(
  db: DbOrTx,
  user: PolicyUser,
  action: PolicyAction | null,
  resource: PolicyResource,
): Promise<PolicyRefusal | null> {
  if (action && !isPermitted(user, action)) return 'forbidden';
  if (resource && !(await hasCompanyAccess(db, user, resource.companyId))) return 'company_forbidden';
  return null;
}

/**
 * Throws 403 `forbidden` without the grant, and 403 `company_forbidden` when the resource
 * belongs to a company the caller may not work in. `action` null checks the company only
 * (routes open to any signed-in user that still touch one company).
 */
export async function authorize(
  db: DbOrTx,
  user: PolicyUser,
  action: PolicyAction | null,
  resource: PolicyResource,
): Promise<void> {
  const refusal = await refusalOf(db, user, action, resource);
  if (refusal) throw new AppError(refusal);
}
