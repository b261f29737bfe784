import { buildSchedule, formatDateEs, formatMXN } from '@abono/domain';
import { ApiActor, E2E_PASSWORD } from '../fixtures/api';
import { claimConfirmedLoanEmployee } from '../fixtures/db';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

test('a confirmed demo loan shows the right schedule dates and amounts', async ({ page, request }) => {
  const { tin, loanId } = await claimConfirmedLoanEmployee();
  const api = new ApiActor(request);
  await api.registerAndOnboard(tin);
  const loan = await api.loan(loanId);
  const rows = buildSchedule({
    confirmedDate: loan.confirmedOn!,
    deadline: loan.deadline,
    weeksNeeded: loan.weeksNeeded,
    weeklyDiscount: loan.weeklyDiscount,
    interestAmount: loan.interestAmount,
    totalAmount: loan.totalAmount,
    now: new Date(),
  });

  await loginAs(page, tin, E2E_PASSWORD);
  await page.goto('/my-credit');
  await expect(page.getByTestId('payment-schedule')).toBeVisible();
  const first = rows[0]!;
  const last = rows.filter((r) => !r.isSavingsFundPayment).at(-1)!;
  for (const row of [first, last]) {
    const ui = page.getByTestId(`schedule-row-${row.week}`);
    await expect(ui).toContainText(formatDateEs(row.date));
    await expect(ui).toContainText(formatMXN(row.totalPayment));
    await expect(ui).toHaveAttribute('data-status', row.status);
  }
  await expect(page.locator('[data-testid^="schedule-row-"]:not([data-testid="schedule-row-savings"])')).toHaveCount(
    rows.filter((r) => !r.isSavingsFundPayment).length,
  );
  await expectNoSeriousA11yViolations(page, 'calendario de pagos');
});
