import { describe, expect, it } from 'vitest';
import { OBJECT_ACCESS, type ObjectAction } from './objectAccess';
import { isOwnRecord, ownRecordIds, ownRecordRefusal } from './ownRecord';
import { ERRORS } from './errors';

describe('own record (segregation of duties)', () => {
  it('an object is one’s own when any of its links is the actor, never by a missing link', () => {
    expect(isOwnRecord(7, [7, null])).toBe(true);
    expect(isOwnRecord(7, [null, 7])).toBe(true);
    expect(isOwnRecord(7, [8, null])).toBe(false);
    expect(isOwnRecord(7, [null, undefined])).toBe(false);
    expect(isOwnRecord(7, [])).toBe(false);
  });

  it('refuses the staff actions on one’s own loan or record, and only those', () => {
    const forbidden: ObjectAction[] = [
      'loan.manage',
      'loan.disburse',
      'insurance.manage',
      'employee.manage',
      'account.manage',
      'resetCode.issue',
      'activationCode.issue',
    ];
    for (const action of forbidden) expect(ownRecordRefusal(7, action, [7])).toBe('own_record_forbidden');
    for (const action of forbidden) expect(ownRecordRefusal(7, action, [8, null])).toBeNull();
    // Reading one's own loan, and answering it as its owner, stay allowed.
    for (const action of ['loan.read', 'loan.answer', 'loan.review', 'employee.read'] as const)
      expect(ownRecordRefusal(7, action, [7])).toBeNull();
    const marked = Object.entries(OBJECT_ACCESS)
      .filter(([, rule]) => 'notOnOwn' in rule)
      .map(([action]) => action);
    expect(marked.sort()).toEqual([...forbidden].sort());
  });

  it('names every own object of a batch', () => {
    const batch = [
      { id: 1, ownerIds: [3, null] },
      { id: 2, ownerIds: [null, 7] },
      { id: 3, ownerIds: [7, 7] },
    ];
    expect(ownRecordIds(7, 'loan.manage', batch)).toEqual([2, 3]);
    expect(ownRecordIds(7, 'loan.read', batch)).toEqual([]);
  });

  it('is a 403 with a Spanish message of its own', () => {
    expect(ERRORS.own_record_forbidden.status).toBe(403);
    expect(ERRORS.own_record_forbidden.message).toMatch(/tu propio préstamo o registro/);
  });
});
