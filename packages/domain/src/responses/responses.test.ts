/**
 * The wire types are `z.infer` of these schemas, so only the run-time side can drift: the
 * parses below fail when a schema would strip or refuse a field the services send.
 */
import { describe, expect, it } from 'vitest';
import type { HealthResponse, OfferResponse } from './index';
import { SAVINGS_RESULT_LIST_LIMIT } from '../savings';
import { employeeLinkedSchema, issuedActivationCodeSchema } from './activationCode';
import { healthSchema } from './health';
import { insuranceDecisionSchema } from './insurance';
import { bulkLoanResultSchema, offerSchema, savingsUploadResultSchema } from './loans';

describe('response schemas', () => {
  it('keeps every field of a full answer (nothing stripped on serialization)', () => {
    const offer: OfferResponse = {
      product: { id: 1, name: 'Préstamo', description: '', type: 'loan', is_active: true },
      companyId: 2,
      interestRate: '2.5',
      deadline: '2026-12-18',
      today: '2026-11-23',
      employee: { date: '2026-11-23', employee_code: 'E-1', name: 'María', branch: 'León' },
      canApply: false,
      reason: 'active_loan_exists',
      activeLoan: {
        id: 3,
        status: 'pending',
        calculationResult: 'pending',
        companyId: 2,
        createdAt: '2026-11-23T18:00:00.000Z',
        originalAmount: '5000.00',
        totalAmount: '5100.00',
        weeklyDiscount: '500.00',
      },
    };
    expect(offerSchema.parse(offer)).toEqual(offer);
  });

  it('keeps every field of the upload, bulk, decision and activation-code answers', () => {
    const savings = {
      rows_updated: 3,
      loans_updated: 2,
      not_found: ['E-9'],
      not_found_total: 1,
      bad_amounts: [{ row: 4, control_number: 'E-4', reason: 'Monto no válido' }],
      bad_amounts_total: 250,
      results: { pass: 1, review: 1, reject: 0, pending: 0 },
    };
    expect(savingsUploadResultSchema.parse(savings)).toEqual(savings);
    expect(bulkLoanResultSchema.parse({ updated: 2, loan_ids: [4, 5] })).toEqual({ updated: 2, loan_ids: [4, 5] });
    expect(insuranceDecisionSchema.parse({ id: 7, status: 'approved' })).toEqual({ id: 7, status: 'approved' });
    const issued = { employeeId: 3, code: 'DEMA-BAJ4-7KQ3', expiresAt: '2026-12-07T18:00:00.000Z' };
    expect(issuedActivationCodeSchema.parse(issued)).toEqual(issued);
    expect(employeeLinkedSchema.parse({ companyId: 2 })).toEqual({ companyId: 2 });
    const health: HealthResponse = {
      status: 'degraded',
      api: 'ok',
      database: 'error',
      time: '2026-11-23T18:00:00.000Z',
    };
    expect(healthSchema.parse(health)).toEqual(health);
  });

  it(`a savings upload's answer lists at most ${SAVINGS_RESULT_LIST_LIMIT} not-found and refused rows`, () => {
    const base = {
      rows_updated: 0,
      loans_updated: 0,
      not_found_total: 500,
      bad_amounts: [],
      bad_amounts_total: 0,
      results: { pass: 0, review: 0, reject: 0, pending: 0 },
    };
    expect(
      savingsUploadResultSchema.safeParse({ ...base, not_found: Array(SAVINGS_RESULT_LIST_LIMIT).fill('E') }).success,
    ).toBe(true);
    expect(
      savingsUploadResultSchema.safeParse({ ...base, not_found: Array(SAVINGS_RESULT_LIST_LIMIT + 1).fill('E') })
        .success,
    ).toBe(false);
  });

  it('answers a count for every calculation result of a savings upload, and nothing else', () => {
    const base = {
      rows_updated: 0,
      loans_updated: 0,
      not_found: [],
      not_found_total: 0,
      bad_amounts: [],
      bad_amounts_total: 0,
    };
    expect(
      savingsUploadResultSchema.safeParse({ ...base, results: { pass: 0, review: 0, reject: 0, pending: 0 } }).success,
    ).toBe(true);
    expect(savingsUploadResultSchema.safeParse({ ...base, results: { pass: 0, review: 0, reject: 0 } }).success).toBe(
      false,
    );
    expect(
      savingsUploadResultSchema.safeParse({ ...base, results: { pass: 0, review: 0, reject: 0, pending: 0, other: 1 } })
        .success,
    ).toBe(false);
  });
});
