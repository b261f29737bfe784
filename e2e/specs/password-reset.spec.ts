/**
 * Reset without e-mail (decision 085): HR issues a reset code from the employee's row menu and
 * downloads its letter; the employee, on /login, follows «¿Olvidaste tu contraseña?», resets with
 * the code and signs in with the new password, while the old one is refused. axe finds nothing
 * moderate or worse on the dialog or the reset page.
 */
import type { Page } from '@playwright/test';
import { COMPANIES } from '../fixtures/accounts';
import { E2E_PASSWORD } from '../fixtures/api';
import { downloadedBytes, pdfText, selectCompany } from '../fixtures/employees';
import { employeeWithAccount } from '../fixtures/people';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations, type A11yImpact } from '../fixtures/ui';

const A11Y: A11yImpact[] = ['moderate', 'serious', 'critical'];
const HR = 'RRHH800101AA1';
const NEW_PASSWORD = 'Olvido#Nueva26';

async function fillLogin(page: Page, tin: string, password: string): Promise<void> {
  await page.getByTestId('auth-tin').fill(tin);
  await page.getByTestId('auth-password').fill(password);
  await expect(page.getByTestId('auth-submit')).toBeEnabled();
  await page.getByTestId('auth-submit').click();
}

test('HR issues a reset code; the employee resets on /login and signs in with the new password', async ({
  page,
  browser,
  request,
}) => {
  const { employee } = await employeeWithAccount(request, COMPANIES.bajio, 'Olga Olvido Reyes');

  // HR: the row menu of the employee, the dialog, the code and its letter.
  await loginAs(page, HR);
  await selectCompany(page, COMPANIES.bajio);
  await page.goto(`/employees?search=${encodeURIComponent(employee.controlNumber)}`);
  await page.getByTestId(`employee-menu-${employee.id}`).click();
  await page.getByTestId('employee-action-reset_code').click();
  await expect(page.getByRole('dialog', { name: 'Código de restablecimiento de contraseña' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'diálogo del código de restablecimiento', A11Y);
  await page.getByTestId('reset-generate').click();
  const code = (await page.getByTestId('reset-code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByTestId('reset-expires')).toContainText(/Vence el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}/);
  await expectNoSeriousA11yViolations(page, 'código de restablecimiento generado', A11Y);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('reset-letter').click();
  const letter = await downloading;
  expect(letter.suggestedFilename()).toBe(`carta_restablecimiento_${employee.id}.pdf`);
  const text = await pdfText(await downloadedBytes(letter));
  expect(text).toContain(code);
  expect(text).toContain('Olga Olvido Reyes');

  // The employee, in a browser of their own.
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('abono.cookiesAccepted', 'true'));
  const person = await context.newPage();
  await person.goto('/login');
  await person.getByTestId('forgot-password').click();
  await expect(person).toHaveURL(/\/forgot-password$/);
  await expect(person.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
  await expectNoSeriousA11yViolations(person, 'página de restablecimiento', A11Y);
  // The device fingerprint of a new browser is computed from the first interaction; typing while
  // it runs has lost the text under load (as on the register form), so wait until submit is enabled.
  await person.getByTestId('reset-tin').click();
  await expect(person.getByTestId('reset-submit')).toBeEnabled();
  await person.getByTestId('reset-tin').fill(employee.tin);
  await expect(person.getByTestId('reset-tin')).toHaveValue(employee.tin);
  await person.getByTestId('reset-code').fill(code.toLowerCase());
  await person.getByTestId('reset-password').fill(NEW_PASSWORD);
  await person.getByTestId('reset-confirm-password').fill(NEW_PASSWORD);
  await person.getByTestId('reset-submit').click();
  await expect(person).toHaveURL(/\/login$/);
  await expect(person.getByTestId('password-reset-done')).toHaveText(
    'Tu contraseña se cambió. Inicia sesión con la nueva.',
  );

  // The old password is refused; the new one signs in.
  await fillLogin(person, employee.tin, E2E_PASSWORD);
  await expect(person.getByText('RFC o contraseña incorrectos.')).toBeVisible();
  await expect(person).toHaveURL(/\/login$/);
  await fillLogin(person, employee.tin, NEW_PASSWORD);
  await expect(person).not.toHaveURL(/\/login/);
  await expect(person.getByTestId('side-menu')).toBeVisible();
  await context.close();
});
