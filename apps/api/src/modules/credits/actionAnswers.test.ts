/**
 * HR's single actions answer the loan as they wrote it (the detail GET /loans/{id} then reads,
 * field for field), built inside the action's transaction: the loan is read once, locked, and
 * its access decided once — never loaded and authorized again to answer.
 */
import { eq } from 'drizzle-orm';
import { quoteFigures, quoteLoan } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import { loans } from '../../db/schema';
import { statementsDuring } from '../../test/queryLog';
import { applyFields, applyRequest, borrower, companyScenario, type Scenario } from '../../test/testSupport';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

/** A signed 3,000 at 500 a week with its savings uploaded (pass), in `status`. */
async function signedLoan(status: 'pending' | 'error' = 'pending'): Promise<{ s: Scenario; loanId: number }> {
  const s = await companyScenario(t);
  const e = await borrower(t, s.companyId);
  const applied = await applyRequest(
    t,
    e.headers,
    applyFields(s, { loan_amount: '3000.00', weekly_discount: '500.00' }),
  );
  expect(applied.statusCode, applied.body).toBe(201);
  const loanId = applied.json().id as number;
  await t.db
    .update(loans)
    .set({
      calculationResult: 'pass',
      totalSavings: '90000.00',
      ...(status === 'error' ? { status, errorComment: 'La CLABE no coincide con el banco' } : {}),
    })
    .where(eq(loans.id, loanId));
  return { s, loanId };
}

async function counterOfferBody(s: Scenario, loanId: number) {
  const [row] = await t.db.select().from(loans).where(eq(loans.id, loanId));
  const q = quoteLoan({
    today: row!.requestedOn,
    deadline: row!.deadline,
    monthlyRatePercent: row!.monthlyRate,
    amount: '2000.00',
    weeklyDiscount: '500.00',
  });
  if (!q.ok) throw new Error(q.error);
  return {
    company_id: s.companyId,
    amount: '2000.00',
    weekly_discount: '500.00',
    reason: 'Ahorro',
    ...quoteFigures(q.quote),
  };
}

const actions = [
  { name: 'approve', method: 'PUT', path: 'approve', body: async (s: Scenario) => ({ company_id: s.companyId }) },
  {
    name: 'reject',
    method: 'PUT',
    path: 'reject',
    body: async (s: Scenario) => ({ company_id: s.companyId, reason: 'Ahorro insuficiente' }),
  },
  {
    name: 'notify employee',
    method: 'PUT',
    path: 'notify-employee',
    status: 'error',
    body: async (s: Scenario) => ({ company_id: s.companyId }),
  },
  {
    name: 'edit',
    method: 'PUT',
    path: '',
    body: async (s: Scenario) => ({ company_id: s.companyId, loan_amount: '2500.00', weekly_discount: '500.00' }),
  },
  { name: 'counter offer', method: 'POST', path: 'counter-offer', body: counterOfferBody },
] as const;

/**
 * Statements that read the loans table, the lock included. Answering through GET's path would
 * read it again (readableLoan loads the loan, then asks the policy about it).
 */
const loanReads = (statements: string[]) => statements.filter((q) => /^select[\s\S]*\bfrom "loans"/i.test(q));

describe('an HR action answers what it wrote', () => {
  for (const action of actions) {
    it(`${action.name}: the answer is the detail a GET then reads; the loan is read and authorized once`, async () => {
      const { s, loanId } = await signedLoan('status' in action ? action.status : 'pending');
      const payload = await action.body(s, loanId);
      const url = `/api/loans/${loanId}${action.path ? `/${action.path}` : ''}`;
      const { result: res, statements } = await statementsDuring(() =>
        t.app.inject({ method: action.method, url, headers: s.hr.headers, payload }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const detail = await t.app.inject({ method: 'GET', url: `/api/loans/${loanId}`, headers: s.hr.headers });
      expect(detail.statusCode).toBe(200);
      expect(res.json()).toEqual(detail.json());
      expect(res.json().audit.length).toBeGreaterThan(1);
      expect(loanReads(statements)).toHaveLength(1);
      expect(loanReads(statements)[0]).toMatch(/for update/i);
    });
  }
});
