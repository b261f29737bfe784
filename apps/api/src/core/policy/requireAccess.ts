/**
 * The one object-level decision (in the manner of Immich's `requireAccess`): may this actor do
 * this action to this object — a loan, an insurance request, an employee record, an activation
 * code? Every service that loads an object by id asks it, and nothing else decides.
 *
 * An action names who may do it (the domain's OBJECT_ACCESS): company staff holding a grant, the object's
 * owner holding a grant, or either. The object is reached when
 *   - it exists and, when the request works in a selected company, belongs to that company;
 *   - the actor holds the action's grant, as its owner (owner-only actions) or as staff;
 *   - the actor reaches the object's company (a user_companies row or the all-companies grant).
 * Anything else answers 404, so ids of other people's or other companies' objects reveal nothing
 * (03 §1 company scope). A reached object about the actor themselves (a loan they applied for or
 * whose employee record is theirs, their employee record or account) answers 403
 * own_record_forbidden to the staff actions marked `notOnOwn`: nobody acts as staff on their own
 * loan or record, whatever their grants (segregation of duties, decision 097).
 *
 * The table and the route guards derived from it (`objectGuard`) live in the domain
 * (packages/domain/src/objectAccess.ts), so a grant is written once: there.
 */
import { hasGrant, OBJECT_ACCESS, ownRecordRefusal, type ObjectAccessRule, type ObjectAction } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/appError';
import { hasCompanyAccess } from '../companies/companyAccess';
import type { PolicyUser } from './authorize';

export type { ObjectAction };

/** What the decision reads of an object. */
export interface AccessObject {
  companyId: number;
  /** The users who own the object (a loan: its applicant and its employee record's user). */
  ownerIds?: readonly (number | null)[];
  /** The user a record is about (an employee record's linked account, an insurance request's applicant). */
  userId?: number | null;
}

export interface AccessOptions {
  /** The company the request works in: an object of another company is not found, even one the actor reaches. */
  companyId?: number;
  /** The 404 to answer, when its message names the object. */
  notFound?: () => AppError;
}

/** Every user the object is about: the own-record rule reads both links. */
function peopleOf(object: AccessObject): readonly (number | null | undefined)[] {
  return [...(object.ownerIds ?? []), object.userId];
}

/**
 * 403 own_record_forbidden when the actor would do `action` as staff to an object about
 * themselves. An object of such an action must say who it is about: a query that forgot the
 * column would let everyone through, so that is a programming error, not a pass.
 */
export function refuseOwnRecord(actor: PolicyUser, action: ObjectAction, object: AccessObject): void {
  const rule: ObjectAccessRule = OBJECT_ACCESS[action];
  if (!rule.notOnOwn) return;
  if (object.ownerIds === undefined && object.userId === undefined)
    throw new Error(`${action}: the object does not say whose it is (ownerIds or userId)`);
  const refusal = ownRecordRefusal(actor.id, action, peopleOf(object));
  if (refusal) throw new AppError(refusal);
}

/** As whom the actor reaches the object. */
export type AccessCapacity = 'owner' | 'staff';

function capacityOf(actor: PolicyUser, rule: ObjectAccessRule, object: AccessObject): AccessCapacity | null {
  if (rule.owner && object.ownerIds?.includes(actor.id) && hasGrant(actor.grants, rule.owner)) return 'owner';
  if (rule.staff?.some((needed) => hasGrant(actor.grants, needed))) return 'staff';
  return null;
}

/**
 * As whom the actor would do `action` to an object whose company they were already found to
 * reach, by the grants alone (no query): what an action answering its object reports as `isOwner`.
 */
export function accessCapacity(actor: PolicyUser, action: ObjectAction, object: AccessObject): AccessCapacity | null {
  return capacityOf(actor, OBJECT_ACCESS[action], object);
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
  if (capacity === 'staff') refuseOwnRecord(actor, action, object);
  return { object, capacity };
}
