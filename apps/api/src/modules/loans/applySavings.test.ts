/**
 * A new loan must not show savings $0.00 and a pending result when that employee's savings
 * were uploaded minutes earlier. A new request takes the savings on record
 * and its calculation result at once (decision 055). Real PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees } from '../../db/schema';
import { useTestApp } from '../../test/testApp';
import { applyFields, applyRequest, borrower, companyScenario, quoteFor } from '../../test/testSupport';

const t = useTestApp();

async function applyWithSavings(savings: string, amount = '5000.00', weekly = '500.00') {
  const s = await companyScenario(t);
  const e = await borrower(t, s.companyId);
  await t.db.update(employees).set({ totalSavings: savings }).where(eq(employees.id, e.employeeId));
  const res = await applyRequest(t, e.headers, applyFields(s, { loan_amount: amount, weekly_discount: weekly }));
  expect(res.statusCode, res.body).toBe(201);
  return { s, e, loan: res.json() };
}

describe('a new request takes the savings on record', () => {
  it('savings covering the final payment: the request is pass at once, with those savings', async () => {
    const { s, loan } = await applyWithSavings('10000.00');
    expect(loan).toMatchObject({ totalSavings: '10000.00', calculationResult: 'pass' });
    // HR's list shows the same right away.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/loans?company_id=${s.companyId}`,
      headers: s.hr.headers,
    });
    expect(list.json().rows.find((r: { id: number }) => r.id === loan.id)).toMatchObject({
      totalSavings: '10000.00',
      calculationResult: 'pass',
    });
    // With its own terms, which the mass counter offer's preview quotes with.
    expect(list.json().rows.find((r: { id: number }) => r.id === loan.id)).toMatchObject({
      deadline: s.deadline,
      monthlyRate: expect.stringMatching(/^2\.50*$/),
    });
  });

  it('savings short of the final payment: review', async () => {
    const { s, loan } = await applyWithSavings('1.00', '9000.00', '100.00');
    const q = quoteFor(s.deadline, '9000.00', '100.00');
    expect(Number(q.finalPayment)).toBeGreaterThan(1);
    expect(loan).toMatchObject({ totalSavings: '1.00', calculationResult: 'review' });
  });

  it('no savings on record: pending until an upload judges it', async () => {
    const { loan } = await applyWithSavings('0.00');
    expect(loan).toMatchObject({ totalSavings: '0.00', calculationResult: 'pending' });
  });
});
