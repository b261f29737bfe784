/**
 * The loan journey: an employee applies with a live quote and a drawn signature, HR's bell
 * shows the request, staff send a counter offer, and the employee accepts it from /my-credit.
 * Each test builds its own employee and loan (fixtures/people.ts), so either runs alone.
 */
import { formatMXN, quoteLoan, todayInMexicoCity, type CompanySettingsResponse } from '@abono/domain';
import { COMPANIES } from '../fixtures/accounts';
import { ApiActor, E2E_PASSWORD } from '../fixtures/api';
import { applyForLoan, employeeWithAccount, sendCounterOffer } from '../fixtures/people';
import { expect, loginAs, test } from '../fixtures/test';
import { drawSignature, expectNoSeriousA11yViolations, signInOpenDialog } from '../fixtures/ui';

test('an employee applies for a loan with a live quote and a signature; HR is notified', async ({
  page,
  request,
  browser,
}) => {
  const { employee, api } = await employeeWithAccount(request, COMPANIES.bajio, 'Lucía Ramírez Ortega');
  const settings = await api.get<CompanySettingsResponse>(`/api/settings?company_id=${employee.companyId}`);

  await loginAs(page, employee.tin, E2E_PASSWORD);
  await expect(page.getByTestId('offers-page')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ofertas');
  await page.locator('[data-testid^="offer-apply-"]').first().click();
  await expect(page.getByTestId('apply-amount')).toBeVisible(); // the Drawer root itself has no box
  await expect(page.getByTestId('apply-name')).toHaveValue(employee.name);

  const expected = (amount: string, weekly: string) => {
    const q = quoteLoan({
      today: todayInMexicoCity(),
      deadline: settings.deadline!,
      monthlyRatePercent: settings.interestRate,
      amount,
      weeklyDiscount: weekly,
    });
    if (!q.ok) throw new Error(q.error);
    return q.quote;
  };
  // A small loan fits the seeded term (green note); the domain's own quote says so first.
  expect(expected('1000', '500').fullyPaid).toBe(true);
  await page.getByTestId('apply-amount').fill('1000');
  await page.getByTestId('apply-weekly-discount').fill('500');
  await expect(page.getByTestId('quote-total')).toHaveText(formatMXN(expected('1000', '500').totalAmount));
  await expect(page.getByTestId('quote-note-green')).toBeVisible();
  // Each keystroke recomputes: a larger amount with a small discount no longer fits the term.
  await page.getByTestId('apply-amount').fill('50000');
  await page.getByTestId('apply-weekly-discount').fill('200');
  const big = expected('50000', '200');
  expect(big.fullyPaid).toBe(false);
  await expect(page.getByTestId('quote-total')).toHaveText(formatMXN(big.totalAmount));
  await expect(page.getByTestId('quote-note-yellow')).toContainText(formatMXN(big.finalPayment));
  await expect(page.getByTestId('quote-cat')).toContainText('sin IVA');
  await page.getByTestId('apply-amount').fill('6000');
  await page.getByTestId('apply-weekly-discount').fill('800');
  await expect(page.getByTestId('quote-total')).toHaveText(formatMXN(expected('6000', '800').totalAmount));

  await expect(page.getByTestId('apply-submit')).toBeDisabled(); // no signature yet
  await drawSignature(page);
  await expectNoSeriousA11yViolations(page, 'panel de solicitud');
  await page.getByTestId('apply-submit').click();
  await expect(page.getByText('Solicitud de préstamo enviada exitosamente')).toBeVisible();
  await expect(page.getByTestId('active-loan-notice')).toBeVisible();
  await expect(page.locator('[data-testid^="offer-apply-"]')).toHaveCount(0);

  const active = await api.get<{ id: number; status: string } | null>(
    `/api/loans/user-active?company_id=${employee.companyId}`,
  );
  expect(active?.status).toBe('pending');

  // HR's bell shows the new request.
  const hrContext = await browser.newContext();
  await hrContext.addInitScript(() => window.localStorage.setItem('abono.cookiesAccepted', 'true'));
  const hr = await hrContext.newPage();
  await loginAs(hr, 'RRHH800101AA1');
  await expect(hr.getByTestId('notifications-badge')).toBeVisible();
  await hr.getByTestId('notifications-bell').click();
  await expect(hr.getByTestId('notifications-popup')).toContainText(
    `${employee.name} solicitó un préstamo por ${formatMXN('6000.00')}.`,
  );
  await hrContext.close();
});

test('staff send a counter offer; the employee opens the notification and accepts it', async ({ page, request }) => {
  const account = await employeeWithAccount(request, COMPANIES.bajio, 'Tomás Contraoferta Ruiz');
  const { employee } = account;
  const applied = await applyForLoan(account, '6000', '800');
  const loanId = applied.id;
  const hr = new ApiActor(request);
  await hr.login('RRHH800101AA1', 'Demo#2026');
  await sendCounterOffer(hr, loanId, {
    companyId: employee.companyId,
    amount: '4000',
    weeklyDiscount: '400',
    reason: 'El ahorro no cubre el monto solicitado.',
  });

  await loginAs(page, employee.tin, E2E_PASSWORD);
  await page.getByTestId('notifications-bell').click();
  const item = page.locator('[data-testid^="notification-item-"]').first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/my-credit$/);
  await expect(page.getByTestId('counter-offer-panel')).toBeVisible();
  await expect(page.getByTestId('counter-offer-original-amount')).toHaveText(formatMXN('6000.00'));
  await expect(page.getByTestId('counter-offer-original-amount')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByTestId('counter-offer-amount')).toContainText(formatMXN('4000.00'));
  await expectNoSeriousA11yViolations(page, 'mi crédito');
  // Accepting asks for confirmation, then a new signature for the new figures.
  await page.getByTestId('counter-offer-accept').click();
  await page.getByTestId('counter-offer-confirm-ok').click();
  await signInOpenDialog(page);
  await expect(page.getByTestId('loan-status')).toHaveText(/aceptad/i);
  await expect(page.getByTestId('counter-offer-accept')).toHaveCount(0);
  const after = await hr.loan(loanId);
  expect(after.status).toBe('accepted');
  expect(after.originalAmount).toBe('4000.00');
});
