/**
 * Segregation of duties (decision 097): a staff member is often also a borrower (hr and treasury
 * hold view_offers by default), and nobody acts as staff on their own loan or record. An object
 * is one's own when the actor's user id is one of the users it is about: a loan's applicant or
 * its employee record's linked account (both links count: either makes the loan the actor's), an
 * employee record's linked account, an insurance request's applicant. Which actions it forbids is
 * the `notOnOwn` of OBJECT_ACCESS; the API asks it in its policy (requireAccess, lockCompanyLoans)
 * and the screens ask it to disable those actions.
 */
import { OBJECT_ACCESS, type ObjectAccessRule, type ObjectAction } from './objectAccess';

export type OwnerIds = readonly (number | null | undefined)[];

/** True when the actor is one of the users the object is about. */
export function isOwnRecord(actorId: number, ownerIds: OwnerIds): boolean {
  return ownerIds.some((id) => id !== null && id !== undefined && id === actorId);
}

/** The refusal when the actor would do `action` as staff to an object about themselves, else null. */
export function ownRecordRefusal(
  actorId: number,
  action: ObjectAction,
  ownerIds: OwnerIds,
): 'own_record_forbidden' | null {
  const rule: ObjectAccessRule = OBJECT_ACCESS[action];
  return rule.notOnOwn && isOwnRecord(actorId, ownerIds) ? 'own_record_forbidden' : null;
}

/** The ids of the objects of a batch that are the actor's own (a bulk action refuses them all). */
export function ownRecordIds<T extends { id: number; ownerIds: OwnerIds }>(
  actorId: number,
  action: ObjectAction,
  objects: readonly T[],
): number[] {
  return objects.filter((o) => ownRecordRefusal(actorId, action, o.ownerIds) !== null).map((o) => o.id);
}
