import { COMPANIES } from '../fixtures/accounts';
import { ApiActor, E2E_PASSWORD } from '../fixtures/api';
import { createEmployee, sql } from '../fixtures/db';
import { payslipPdf } from '../fixtures/files';
import { expect, loginAs, test } from '../fixtures/test';
import { drawSignature, expectNoSeriousA11yViolations } from '../fixtures/ui';

test('an employee requests insurance with a real PDF payslip', async ({ page, request }) => {
  const employee = await createEmployee(COMPANIES.bajio, 'Jorge Medina Salas');
  await new ApiActor(request).registerAndOnboard(employee);

  await loginAs(page, employee.tin, E2E_PASSWORD);
  await page.goto('/insurance-offers');
  await expect(page.getByTestId('insurance-page')).toBeVisible();
  await expect(page.locator('[data-testid^="insurance-card-"]')).toHaveCount(7);
  await expectNoSeriousA11yViolations(page, 'seguros');

  await page.getByTestId('insurance-details-auto').click();
  await expect(page.getByTestId('insurance-policy-amount')).toBeVisible(); // the Drawer root itself has no box
  await page.getByTestId('insurance-policy-amount').fill('3000');
  await page.getByTestId('insurance-weekly-discount').fill('300');
  await page.getByTestId('insurance-method-weekly').check();
  await page
    .getByTestId('insurance-payslip-input')
    .setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: await payslipPdf() });
  await drawSignature(page);
  await expectNoSeriousA11yViolations(page, 'panel de seguro');
  await page.getByTestId('insurance-submit').click();
  await expect(page.getByTestId('toast-success')).toBeVisible();

  const rows = await sql<{ insurance_type: string; policy_amount: string; status: string }>(
    'SELECT insurance_type, policy_amount, status FROM insurance_requests WHERE employee_id = $1',
    [employee.id],
  );
  expect(rows).toEqual([{ insurance_type: 'auto', policy_amount: '3000.00', status: 'pending' }]);
});
