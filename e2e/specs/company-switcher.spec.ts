import { COMPANIES } from '../fixtures/accounts';
import { expect, loginAs, test } from '../fixtures/test';

test('the company switcher auto-selects a company and changes the selection', async ({ page }) => {
  await loginAs(page, 'EMPL800101AA1');
  const current = page.getByTestId('company-switcher-current');
  // Auto-selection picks the first company of the list the server returns.
  const [first, other] = [COMPANIES.pacifico, COMPANIES.bajio];
  await expect(current).toHaveText(first);

  await page.getByTestId('company-switcher').click();
  await expect(page.getByTestId('add-company-button')).toHaveCount(0); // employees cannot add companies
  await page.getByRole('menuitem', { name: other }).click();
  await expect(current).toHaveText(other);

  await page.reload();
  await expect(current).toHaveText(other);
});

test('admins see the add-company button', async ({ page }) => {
  await loginAs(page, 'ADMI800101AA1');
  await page.getByTestId('company-switcher').click();
  await expect(page.getByTestId('add-company-button')).toBeVisible();
});
