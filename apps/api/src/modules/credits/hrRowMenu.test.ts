/**
 * The row-menu rule table, asked of the server: for every loan status ×
 * calculation result, each single action answers 200 exactly where the domain's row menu
 * offers it enabled (canRowAction), and each bulk action on that one loan exactly where the
 * toolbar's rule lets it through (bulkAllows). The expectations come from the domain, the
 * answers from the real routes on PostgreSQL: if the server checked anything else, a cell
 * would differ.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_ACTIONS,
  CALCULATION_RESULTS,
  LOAN_STATUSES,
  bulkAllows,
  canRowAction,
  quoteFigures,
  quoteLoan,
  type BulkAction,
  type CalculationResult,
  type LoanStatus,
  type RowMenuAction,
} from '@abono/domain';
import { auditLog, loans } from '../../db/schema';
import { createLoan } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { companyScenario, type Scenario } from '../../test/testSupport';

const t = useTestApp();
let s: Scenario;

beforeAll(async () => {
  s = await companyScenario(t);
});

let seq = 0;
async function loanIn(status: LoanStatus, calculationResult: CalculationResult) {
  seq += 1;
  // $5.00 of savings: enough for a suggested counter offer, short of the $10.00 final payment.
  const { id } = await createLoan(t.db, {
    companyId: s.companyId,
    controlNumber: `RM-${seq}`,
    status,
    calculationResult,
    totalSavings: '5.00',
  });
  const [row] = await t.db.select().from(loans).where(eq(loans.id, id));
  return row!;
}

/** A counter offer whose figures are the server's own quote, so only the status rule can refuse it. */
function counterOfferBody(row: typeof loans.$inferSelect) {
  const q = quoteLoan({
    today: row.requestedOn,
    deadline: row.deadline,
    monthlyRatePercent: row.monthlyRate,
    amount: '500.00',
    weeklyDiscount: '100.00',
  });
  if (!q.ok) throw new Error(q.error);
  return {
    company_id: s.companyId,
    amount: '500.00',
    weekly_discount: '100.00',
    reason: 'Ajuste al ahorro',
    ...quoteFigures(q.quote),
  };
}

function single(action: RowMenuAction, row: typeof loans.$inferSelect) {
  const headers = s.hr.headers;
  const company = { company_id: s.companyId };
  switch (action) {
    case 'edit':
      return t.app.inject({
        method: 'PUT',
        url: `/api/loans/${row.id}`,
        headers,
        payload: { ...company, loan_amount: '500.00', weekly_discount: '100.00' },
      });
    case 'counter_offer':
      return t.app.inject({
        method: 'POST',
        url: `/api/loans/${row.id}/counter-offer`,
        headers,
        payload: counterOfferBody(row),
      });
    case 'notify_employee':
      return t.app.inject({ method: 'PUT', url: `/api/loans/${row.id}/notify-employee`, headers, payload: company });
    default:
      return t.app.inject({ method: 'PUT', url: `/api/loans/${row.id}/${action}`, headers, payload: company });
  }
}

const BULK_PATH: Record<BulkAction, string> = {
  approve: 'mass-approve',
  reject: 'mass-reject',
  counter_offer: 'mass-counter-offer',
};

async function unchanged(row: typeof loans.$inferSelect) {
  const [now] = await t.db
    .select({ status: loans.status, counterOffer: loans.counterOffer, originalAmount: loans.originalAmount })
    .from(loans)
    .where(eq(loans.id, row.id));
  expect(now).toEqual({ status: row.status, counterOffer: row.counterOffer, originalAmount: row.originalAmount });
  expect(
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'loan'), eq(auditLog.entityId, row.id))),
  ).toEqual([]);
}

describe('the server follows the row menu (every status × calculation result)', () => {
  it('single actions: 200 where the menu enables the action, 409 (nothing changed) elsewhere', async () => {
    const singles: RowMenuAction[] = ['edit', 'approve', 'reject', 'counter_offer', 'notify_employee'];
    let allowed = 0;
    for (const status of LOAN_STATUSES) {
      for (const calc of CALCULATION_RESULTS) {
        for (const action of singles) {
          const row = await loanIn(status, calc);
          const res = await single(action, row);
          const expected = canRowAction(action, { status, calculation_result: calc });
          const cell = `${action} on ${status}/${calc}: ${res.body.slice(0, 200)}`;
          if (expected) {
            allowed += 1;
            expect(res.statusCode, cell).toBe(200);
            continue;
          }
          expect(res.statusCode, cell).toBe(409);
          expect(res.json().error, cell).toBe(calc === 'pending' ? 'savings_not_uploaded' : 'transition_not_allowed');
          await unchanged(row);
        }
      }
    }
    // pending × 3 results × 4 actions, error × 3 results × (reject, notify): the table is not vacuous.
    expect(allowed).toBe(3 * 4 + 3 * 2);
  });

  it('bulk actions on one loan: 200 where the toolbar allows it, else 409 bulk_not_allowed naming it', async () => {
    let allowed = 0;
    for (const status of LOAN_STATUSES) {
      for (const calc of CALCULATION_RESULTS) {
        for (const action of BULK_ACTIONS) {
          const row = await loanIn(status, calc);
          const res = await t.app.inject({
            method: 'PUT',
            url: `/api/loans/${BULK_PATH[action]}`,
            headers: s.hr.headers,
            payload: { company_id: s.companyId, loanIds: [row.id] },
          });
          const cell = `${action} on ${status}/${calc}: ${res.body.slice(0, 200)}`;
          if (bulkAllows(action, { status, calculation_result: calc })) {
            allowed += 1;
            expect(res.statusCode, cell).toBe(200);
            expect(res.json(), cell).toEqual({ updated: 1, loan_ids: [row.id] });
            continue;
          }
          expect(res.statusCode, cell).toBe(409);
          expect(res.json(), cell).toMatchObject({ error: 'bulk_not_allowed', details: { loan_ids: [row.id] } });
          await unchanged(row);
        }
      }
    }
    // approve: pending/pass; counter offer: pending/review; reject: pending and error × 3 results.
    expect(allowed).toBe(1 + 1 + 6);
  });
});
