/**
 * The credits review end to end (02-back-office.md §2 "Credits screen"): HR uploads a real
 * savings .xlsx and sees the calculation results,
 * filters to pass, selects and bulk-approves, opens a review loan, uses Suggest and sends a
 * counter offer; the employee accepts it with a new signature, and treasury's bell shows the
 * accepted loan. The view lives in the URL, survives a reload and the detail's back button;
 * axe finds nothing moderate or worse on /credits or the panel.
 */
import { COMPANIES } from '../fixtures/accounts';
import { E2E_PASSWORD } from '../fixtures/api';
import { sql, uniqueSuffix } from '../fixtures/db';
import { savingsWorkbook, selectCompany } from '../fixtures/employees';
import { applyForLoan, employeeWithAccount, type EmployeeAccount } from '../fixtures/people';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations, signInOpenDialog, type A11yImpact } from '../fixtures/ui';

/** /credits and its panel are held to moderate violations too, not only serious ones. */
const CREDITS_A11Y: A11yImpact[] = ['moderate', 'serious', 'critical'];

async function borrowerWithControl(
  request: Parameters<typeof employeeWithAccount>[0],
  name: string,
  control: string,
): Promise<EmployeeAccount> {
  const account = await employeeWithAccount(request, COMPANIES.bajio, name);
  await sql('UPDATE employees SET control_number = $1 WHERE id = $2', [control, account.employee.id]);
  return account;
}

test('HR reviews credits: savings upload, bulk approve, a suggested counter offer the employee accepts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const prefix = `CR${uniqueSuffix()}`;
  const ana = await borrowerWithControl(request, 'Ana Viable Uno', `${prefix}-A`);
  const beto = await borrowerWithControl(request, 'Beto Viable Dos', `${prefix}-B`);
  const carla = await borrowerWithControl(request, 'Carla Revisión Tres', `${prefix}-C`);
  const loanA = await applyForLoan(ana, '3000', '500');
  const loanB = await applyForLoan(beto, '3000', '500');
  const loanC = await applyForLoan(carla, '20000', '200');
  expect(Number(loanC.finalPayment)).toBeGreaterThan(1000);

  await loginAs(page, 'RRHH800101AA1');
  await selectCompany(page, COMPANIES.bajio);
  await page.goto('/credits');
  await page.getByTestId('credits-search').fill(prefix);
  await expect(page.getByTestId(`credit-row-${prefix}-C`)).toBeVisible();
  await expect(page.getByTestId('credits-table').getByRole('row')).toHaveCount(4);
  // Before the savings upload the row menu is disabled.
  await expect(page.getByTestId(`row-menu-${loanA.id}`)).toBeDisabled();

  // Upload a real .xlsx (title rows, extra column, a text amount), with a control number not in the company.
  await page.getByTestId('upload-savings').click();
  const file = await savingsWorkbook([
    [`${prefix}-A`, 90000],
    [`${prefix}-B`, '$90,000.00'],
    [`${prefix}-C`, 500],
    [`${prefix}-Z`, 100],
  ]);
  await page
    .getByTestId('savings-dialog')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ahorro.xlsx', mimeType: 'application/octet-stream', buffer: file });
  await expect(page.getByTestId('savings-file')).toContainText('ahorro.xlsx');
  await page.getByTestId('savings-upload').click();
  await expect(page.getByTestId('savings-summary')).toBeVisible();
  await expect(page.getByTestId('savings-rows-updated')).toHaveText('Filas aplicadas: 3');
  await expect(page.getByTestId('savings-not-found')).toContainText(`${prefix}-Z`);
  await page.getByTestId('savings-close').click();

  await expect(page.getByTestId(`calculation-${loanA.id}`)).toHaveAttribute('data-result', 'pass');
  await expect(page.getByTestId(`calculation-${loanB.id}`)).toHaveAttribute('data-result', 'pass');
  await expect(page.getByTestId(`calculation-${loanC.id}`)).toHaveAttribute('data-result', 'review');

  // Filter to pass: "Todos" gives way to the pick.
  await page.getByTestId('filter-calculation').click();
  await page.getByRole('option', { name: 'Viable', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`credit-row-${prefix}-C`)).toBeHidden();
  await expect(page).toHaveURL(/calculation=pass/);
  // The view survives a reload.
  await page.reload();
  await expect(page.getByTestId('credits-search')).toHaveValue(prefix);
  await expect(page.getByTestId(`credit-row-${prefix}-A`)).toBeVisible();
  await expect(page.getByTestId(`credit-row-${prefix}-C`)).toBeHidden();

  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 seleccionados');
  await expect(page.getByTestId('bulk-counter_offer')).toBeDisabled();
  await page.getByTestId('bulk-approve').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByText('2 aprobados')).toBeVisible();
  await expect(page.getByTestId(`status-${loanA.id}`)).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId(`status-${loanB.id}`)).toHaveAttribute('data-status', 'approved');

  // The detail's back button returns to the same view: search and filter kept.
  const view = page.url();
  await page.getByTestId(`credit-link-${loanA.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/credits/detail/${loanA.id}$`));
  await page.getByTestId('back-to-credits').click();
  await expect(page).toHaveURL(view);
  await expect(page.getByTestId('credits-search')).toHaveValue(prefix);
  await expect(page.getByTestId(`credit-row-${prefix}-A`)).toBeVisible();
  await expect(page.getByTestId(`credit-row-${prefix}-C`)).toBeHidden();

  // The review loan: Suggest fills the largest amount the savings cover, then Send.
  await page.goto(`/credits?search=${prefix}&calculation=review`);
  await expect(page.getByTestId(`credit-row-${prefix}-C`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/credits', CREDITS_A11Y);
  await page.getByTestId(`row-menu-${loanC.id}`).click();
  await page.getByTestId('row-action-counter_offer').click();
  const panel = page.getByTestId('counter-offer-side-panel');
  await expect(panel.getByTestId('panel-control-number')).toHaveText(`${prefix}-C`);
  // Untouched, Escape closes it at once and focus goes back to the row's menu button.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByTestId(`row-menu-${loanC.id}`)).toBeFocused();
  await page.getByTestId(`row-menu-${loanC.id}`).click();
  await page.getByTestId('row-action-counter_offer').click();
  await expect(panel.getByTestId('panel-control-number')).toHaveText(`${prefix}-C`);
  await expect(panel.getByTestId('counter-send')).toBeDisabled();
  await panel.getByTestId('counter-suggest').click();
  await expect(panel.getByTestId('counter-amount')).not.toHaveValue('');
  await expect(panel.getByTestId('quote-note-yellow')).toBeVisible();
  await panel.getByTestId('counter-reason').fill('Ajuste al ahorro disponible');
  // Filled, Escape asks first; keeping it keeps the figures and the reason.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
  await discard.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(discard).toBeHidden();
  await expect(panel.getByTestId('counter-reason')).toHaveValue('Ajuste al ahorro disponible');
  await expectNoSeriousA11yViolations(page, 'panel de contraoferta', CREDITS_A11Y);
  await expect(panel.getByTestId('counter-send')).toBeEnabled();
  await panel.getByTestId('counter-send').click();
  await expect(page.getByText('Contraoferta enviada')).toBeVisible();
  await expect(page.getByTestId(`status-${loanC.id}`)).toHaveAttribute('data-status', 'counter_offered');
  const [offered] = await sql<{ counter_offer: { amount: string; final_payment: string } }>(
    'SELECT counter_offer FROM loans WHERE id = $1',
    [loanC.id],
  );
  expect(Number(offered!.counter_offer.final_payment)).toBeLessThanOrEqual(500);

  // The employee accepts it with a new signature.
  const employeePage = await browser.newPage();
  await employeePage.addInitScript(() => window.localStorage.setItem('abono.cookiesAccepted', 'true'));
  await loginAs(employeePage, carla.employee.tin, E2E_PASSWORD);
  await employeePage.goto('/my-credit');
  await employeePage.getByTestId('counter-offer-accept').click();
  await employeePage.getByTestId('counter-offer-confirm-ok').click();
  await signInOpenDialog(employeePage);
  await expect(employeePage.getByTestId('loan-status')).toHaveText(/aceptad/i);
  await employeePage.close();

  // Treasury's bell shows the accepted loan.
  const treasuryPage = await browser.newPage();
  await treasuryPage.addInitScript(() => window.localStorage.setItem('abono.cookiesAccepted', 'true'));
  await loginAs(treasuryPage, 'TESO800101AA1');
  await treasuryPage.getByTestId('notifications-bell').click();
  await expect(treasuryPage.getByTestId('notifications-popup')).toContainText('Carla Revisión Tres');
  await treasuryPage.close();
});
