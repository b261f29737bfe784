/**
 * The tin alone links nobody; tin + the activation code HR issued links the
 * person to their employee record, at registration or later on company onboarding.
 */
import { COMPANIES } from '../fixtures/accounts';
import { E2E_PASSWORD, issueActivationCode } from '../fixtures/api';
import { createEmployee } from '../fixtures/db';
import { expect, loginAs, test } from '../fixtures/test';

async function completeProfile(page: import('@playwright/test').Page, email: string) {
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByTestId('onboarding-email').fill(email);
  await page.getByTestId('onboarding-phone').fill('477 123 4567');
  await page.getByTestId('onboarding-submit').click();
}

test('registering with tin + activation code links the employee record', async ({ page, request }) => {
  const employee = await createEmployee(COMPANIES.bajio, 'Rosa Elena Trujillo');
  const code = await issueActivationCode(request, employee.id);

  await page.goto('/login');
  await page.getByTestId('auth-mode-toggle').click();
  // The register form is a new mount (key={mode}): type only once it is there, or the text is lost.
  await expect(page.getByTestId('register-form')).toBeVisible();
  // The device fingerprint of a new browser is computed from the first interaction (the click
  // above); typing while it runs has lost the text under load, so wait until submit is enabled.
  await expect(page.getByTestId('auth-submit')).toBeEnabled();
  await page.getByTestId('auth-tin').fill(employee.tin);
  await expect(page.getByTestId('auth-tin')).toHaveValue(employee.tin);
  await page.getByTestId('auth-password').fill(E2E_PASSWORD);
  await page.getByTestId('auth-confirm-password').fill(E2E_PASSWORD);
  // A wrong code first: the field says so and no account is created.
  await page.getByTestId('auth-activation-code').fill('ABCD-EFGH-JKMN');
  await expect(page.getByTestId('auth-submit')).toBeEnabled();
  await page.getByTestId('auth-submit').click();
  await expect(page.getByText('El código de activación no es válido o ya expiró', { exact: true })).toBeVisible();
  await page.getByTestId('auth-activation-code').fill(code.toLowerCase());
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('toast-success')).toBeVisible();

  await loginAs(page, employee.tin, E2E_PASSWORD);
  await completeProfile(page, `${employee.tin.toLowerCase()}@example.mx`);
  // Linked: straight to the offers of the company, with the menu.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('side-menu')).toBeVisible();
});

test('a person registered without a code links later on company onboarding', async ({ page, request }) => {
  const employee = await createEmployee(COMPANIES.pacifico, 'Héctor Salgado Núñez');
  const res = await request.post('/api/auth/register', {
    headers: { 'x-device-fingerprint': 'e2e-activation' },
    data: { tin: employee.tin, password: E2E_PASSWORD, confirmPassword: E2E_PASSWORD, fingerprint: 'e2e-activation' },
  });
  expect(res.status()).toBe(201);

  await loginAs(page, employee.tin, E2E_PASSWORD);
  await completeProfile(page, `${employee.tin.toLowerCase()}@example.mx`);
  // The tin alone gave no company.
  await expect(page).toHaveURL(/\/company-onboarding$/);
  await expect(page.getByTestId('company-onboarding-wait')).toBeVisible();

  const code = await issueActivationCode(request, employee.id);
  await page.getByTestId('activation-code-input').fill(code);
  await page.getByTestId('activation-code-submit').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('side-menu')).toBeVisible();
});
