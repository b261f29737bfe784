import { ApiActor, E2E_PASSWORD } from '../fixtures/api';
import { createCompanyWithPastDeadline, createEmployee } from '../fixtures/db';
import { expect, loginAs, test } from '../fixtures/test';

test('a company whose deadline has passed refuses the application with the spec message', async ({ page, request }) => {
  const company = await createCompanyWithPastDeadline();
  const employee = await createEmployee(company, 'Marta Quiroz Leal');
  await new ApiActor(request).registerAndOnboard(employee);

  await loginAs(page, employee.tin, E2E_PASSWORD);
  await page.locator('[data-testid^="offer-apply-"]').first().click();
  await expect(page.getByTestId('deadline-passed')).toHaveText('La fecha límite para solicitar préstamos ha pasado');
  await expect(page.getByTestId('apply-submit')).toBeDisabled();
});
