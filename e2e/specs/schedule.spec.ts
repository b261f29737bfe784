/**
 * The payment schedule of one fixed confirmed loan, checked against rows worked out by
 * hand (not with the domain's buildSchedule, which the UI itself uses), with the
 * browser's clock frozen so every date and status is deterministic.
 *
 * The loan: confirmed Monday 02/03/2026; 4 weekly payments of $1,000.00; interest
 * $200.00 (so $50.00 a week); total $4,200.00; deadline 11/12/2026.
 * First payment: a Monday confirmation + 11 days = Friday 13/03/2026, then weekly.
 * 4 × $1,000.00 = $4,000.00 leaves $200.00 taken from the savings fund on the deadline.
 * "Today" is Tuesday 24/03/2026: payments whose day is over are paid, the one due within
 * the next 7 days is current, later ones are pending.
 */
import { COMPANIES } from '../fixtures/accounts';
import { E2E_PASSWORD } from '../fixtures/api';
import { employeeWithAccount, insertConfirmedLoan } from '../fixtures/people';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

const EXPECTED_ROWS = [
  {
    testId: 'schedule-row-1',
    date: '13/03/2026',
    payment: '$1,000.00',
    interest: '$50.00',
    principal: '$950.00',
    remaining: '$3,200.00',
    status: 'paid',
  },
  {
    testId: 'schedule-row-2',
    date: '20/03/2026',
    payment: '$1,000.00',
    interest: '$50.00',
    principal: '$950.00',
    remaining: '$2,200.00',
    status: 'paid',
  },
  {
    testId: 'schedule-row-3',
    date: '27/03/2026',
    payment: '$1,000.00',
    interest: '$50.00',
    principal: '$950.00',
    remaining: '$1,200.00',
    status: 'current',
  },
  {
    testId: 'schedule-row-4',
    date: '03/04/2026',
    payment: '$1,000.00',
    interest: '$50.00',
    principal: '$950.00',
    remaining: '$200.00',
    status: 'pending',
  },
  {
    testId: 'schedule-row-savings',
    date: '11/12/2026',
    payment: '$200.00',
    interest: '$0.00',
    principal: '$200.00',
    remaining: '$0.00',
    status: 'pending',
  },
];

test('a fixed confirmed loan shows the hand-computed schedule on a frozen day', async ({ page, request }) => {
  const account = await employeeWithAccount(request, COMPANIES.bajio, 'Marta Calendario Fijo');
  await insertConfirmedLoan(account, {
    requestedOn: '2026-02-27',
    confirmedAt: '2026-03-02T18:00:00Z', // noon in Mexico City
    deadline: '2026-12-11',
    amount: '4000.00',
    weeklyDiscount: '1000.00',
    interestAmount: '200.00',
    totalAmount: '4200.00',
    weeksNeeded: 4,
    paidByDeductions: '4000.00',
    finalPayment: '200.00',
    firstPaymentDate: '2026-03-13',
  });

  await loginAs(page, account.employee.tin, E2E_PASSWORD);
  // Tuesday 24/03/2026, 11:00 in Mexico City; the clock keeps running from there.
  await page.clock.install({ time: new Date('2026-03-24T17:00:00Z') });
  await page.goto('/my-credit');
  await expect(page.getByTestId('payment-schedule')).toBeVisible();

  const rows = page.locator('[data-testid^="schedule-row-"]');
  await expect(rows).toHaveCount(EXPECTED_ROWS.length);
  for (const [index, expected] of EXPECTED_ROWS.entries()) {
    const row = rows.nth(index);
    await expect(row).toHaveAttribute('data-testid', expected.testId);
    await expect(row).toHaveAttribute('data-status', expected.status);
    const cells = row.locator('td');
    await expect(cells.nth(1)).toHaveText(expected.date);
    await expect(cells.nth(2)).toHaveText(expected.payment);
    await expect(cells.nth(3)).toHaveText(expected.interest);
    await expect(cells.nth(4)).toHaveText(expected.principal);
    await expect(cells.nth(5)).toHaveText(expected.remaining);
  }
  await expect(page.getByTestId('schedule-status-1')).toHaveText('Pagado');
  await expect(page.getByTestId('schedule-status-3')).toHaveText('En curso');
  await expect(page.getByTestId('schedule-status-4')).toHaveText('Pendiente');
  // Still to pay on that day: weeks 3 and 4 and the savings-fund remainder.
  await expect(page.getByTestId('schedule-total-pending')).toHaveText('$2,200.00');
  await expectNoSeriousA11yViolations(page, 'calendario de pagos');
});
