import { expect, test } from '../fixtures/test';
import { uniqueRfc } from '../fixtures/db';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

test('a new user registers, logs in and completes onboarding', async ({ page }) => {
  // A tin no employee record has: the user ends at company onboarding, waiting for an admin.
  // Typed in lower case: the form and the server store it normalized (decision 054).
  const tin = uniqueRfc('NUEV').toLowerCase();
  const password = 'Nueva#2026';

  await page.goto('/login');
  await expect(page.getByTestId('auth-submit')).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'inicio de sesión');
  await page.getByTestId('auth-mode-toggle').click();
  // The register form is a new mount (key={mode}): type only once it is there, or the text is lost.
  await expect(page.getByTestId('register-form')).toBeVisible();
  await page.getByTestId('auth-tin').fill(tin);
  await page.getByTestId('auth-password').fill(password);
  await page.getByTestId('auth-confirm-password').fill(password);
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('toast-success')).toBeVisible();
  // Back in login mode with empty fields.
  await expect(page.getByTestId('auth-confirm-password')).toHaveCount(0);
  await expect(page.getByTestId('auth-tin')).toHaveValue('');

  await page.getByTestId('auth-tin').fill(tin);
  await page.getByTestId('auth-password').fill(password);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'onboarding');

  await page.getByTestId('onboarding-email').fill('no-es-correo');
  await page.getByTestId('onboarding-phone').fill('477 123 4567');
  await page.getByTestId('onboarding-submit').click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByTestId('onboarding-email').fill('persona.nueva@example.mx');
  await page.getByTestId('onboarding-submit').click();

  await expect(page).toHaveURL(/\/company-onboarding$/);
  await expect(page.getByTestId('company-onboarding-wait')).toBeVisible();
  await expect(page.getByTestId('company-onboarding-create')).toHaveCount(0);
});
