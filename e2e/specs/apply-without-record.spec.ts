/**
 * A person with access to a company but no employee record there used to see
 * "Solicitar" and an enabled form that could only fail. Now the offers say why instead.
 */
import { COMPANIES } from '../fixtures/accounts';
import { E2E_PASSWORD } from '../fixtures/api';
import { accountWithoutRecord } from '../fixtures/people';
import { expect, loginAs, test } from '../fixtures/test';

test('without an employee record in the company, there is no Apply and the pages say why', async ({
  page,
  request,
}) => {
  const { tin } = await accountWithoutRecord(request, COMPANIES.bajio);
  await loginAs(page, tin, E2E_PASSWORD);
  await expect(page.getByTestId('company-switcher-current')).toHaveText(COMPANIES.bajio);

  await expect(page.locator('[data-testid^="offer-card-"]').first()).toBeVisible();
  await expect(page.getByTestId('not-applicant-notice')).toContainText(
    'No tienes un registro de empleado activo en esta empresa',
  );
  await expect(page.locator('[data-testid^="offer-apply-"]')).toHaveCount(0);

  await page.goto('/insurance-offers');
  await expect(page.getByTestId('not-applicant-notice')).toBeVisible();
  await expect(page.getByTestId('insurance-details-auto')).toBeDisabled();
});
