import { describe, expect, it } from 'vitest';
import { INSURANCE_STATUSES } from './catalog';
import { insuranceDecisionsFor, nextInsuranceStatus } from './insuranceStatus';

describe('insurance transitions', () => {
  it('starts a request only from none, as pending', () => {
    expect(nextInsuranceStatus('apply', null)).toBe('pending');
    for (const s of INSURANCE_STATUSES) expect(nextInsuranceStatus('apply', s)).toBeNull();
  });

  it('lets HR approve or reject a pending request, and nothing else', () => {
    expect(nextInsuranceStatus('approve', 'pending')).toBe('approved');
    expect(nextInsuranceStatus('reject', 'pending')).toBe('rejected');
    for (const from of ['approved', 'rejected'] as const) {
      expect(nextInsuranceStatus('approve', from)).toBeNull();
      expect(nextInsuranceStatus('reject', from)).toBeNull();
    }
    expect(nextInsuranceStatus('approve', null)).toBeNull();
  });

  it('offers the row buttons the table allows', () => {
    expect(insuranceDecisionsFor('pending')).toEqual(['approve', 'reject']);
    expect(insuranceDecisionsFor('approved')).toEqual([]);
    expect(insuranceDecisionsFor('rejected')).toEqual([]);
  });
});
