/**
 * axe on the administration screens (spec 02 Settings, Products, Company creation; decision 080's
 * audit log), in the states a person meets them: /settings as admin and as super admin with the
 * danger zone and its confirm dialog (empty and refused), /products with its create modal and the
 * company-products modal, /audit, /company-onboarding for a person who waits for an admin and for
 * one who may create a company, and the company-creation modal (from the switcher and from
 * onboarding). Nothing here saves, resets or creates anything on the shared server: the dialogs are
 * opened and cancelled. These screens are clean at the moderate level too, so that level is asked.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { COMPANIES } from '../fixtures/accounts';
import { ApiActor, E2E_PASSWORD } from '../fixtures/api';
import { forgetSetupRegistrations, sql, uniqueRfc } from '../fixtures/db';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations, type A11yImpact } from '../fixtures/ui';

const SUPER_ADMIN_TIN = 'SADM800101AA1';
const ADMIN_TIN = 'ADMI800101AA1';
const STRICT: readonly A11yImpact[] = ['moderate', 'serious', 'critical'];

async function expectClean(page: Page, label: string): Promise<void> {
  await page.mouse.move(0, 0); // axe reads links and buttons at rest, not hovered
  await expectNoSeriousA11yViolations(page, label, STRICT);
}

async function selectCompany(page: Page, company: string): Promise<void> {
  const current = page.getByTestId('company-switcher-current');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  if ((await current.textContent()) !== company) {
    await page.getByTestId('company-switcher').click();
    await page.getByRole('menuitem', { name: company }).click();
  }
  await expect(current).toHaveText(company);
}

/** /settings of the Bajío demo company, reached from the menu, with its sections and history loaded. */
async function openSettings(page: Page): Promise<void> {
  await selectCompany(page, COMPANIES.bajio);
  await page.getByTestId('menu-item-settings').click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('settings-loan-interestRate')).not.toHaveValue('');
  await expect(
    page.getByTestId('settings-history-row').first().or(page.getByTestId('settings-history-empty')),
  ).toBeVisible();
}

/**
 * A person registered without an activation code and onboarded: no company, so the app sends them
 * to /company-onboarding. `asAdmin` gives the account the admin role (as an administrator would), so
 * it holds the grant to create a company.
 */
async function personWithoutCompany(request: APIRequestContext, asAdmin: boolean): Promise<string> {
  const tin = uniqueRfc('SINE');
  const api = new ApiActor(request);
  await forgetSetupRegistrations();
  const res = await request.post('/api/auth/register', {
    headers: { 'x-device-fingerprint': api.fingerprint },
    data: { tin, password: E2E_PASSWORD, confirmPassword: E2E_PASSWORD, fingerprint: api.fingerprint },
  });
  expect(res.status(), await res.text()).toBe(201);
  const me = await api.login(tin, E2E_PASSWORD);
  await api.put(`/api/employees/onboarding/${me.id}`, {
    email: `${tin.toLowerCase()}@example.mx`,
    phone: '477 555 0199',
  });
  if (asAdmin)
    await sql(`UPDATE users SET role_id = (SELECT id FROM roles WHERE name = 'admin') WHERE id = $1`, [me.id]);
  return tin;
}

test('settings as admin: the three sections and the history, no danger zone', async ({ page }) => {
  await loginAs(page, ADMIN_TIN);
  await openSettings(page);
  await expect(page.getByTestId('danger-zone')).toHaveCount(0);
  await expectClean(page, '/settings (admin)');
});

test('settings as super admin: the danger zone and its confirm dialog, empty and refused', async ({ page }) => {
  await loginAs(page, SUPER_ADMIN_TIN);
  await openSettings(page);
  await expect(page.getByTestId('danger-zone')).toBeVisible();
  await expectClean(page, '/settings (super admin, zona de peligro)');

  await page.getByTestId('danger-reset').click();
  const dialog = page.getByTestId('reset-dialog');
  await expect(dialog.getByTestId('reset-word')).toBeVisible();
  await expectClean(page, 'el diálogo de restablecer');

  // A wrong word: refused in the dialog, which never calls the server.
  let resetCalled = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/database/reset')) resetCalled = true;
  });
  await dialog.getByTestId('reset-word').fill('borrar');
  await dialog.getByTestId('reset-confirm').click();
  await expect(dialog.getByText('Debes escribir RESTABLECER, en mayúsculas, para confirmar')).toBeVisible();
  await expectClean(page, 'el diálogo de restablecer con error');
  await dialog.getByTestId('reset-cancel').click();
  await expect(dialog.getByTestId('reset-word')).toBeHidden();
  expect(resetCalled).toBe(false);
});

test('products: the catalogue, the product form and the company products modal', async ({ page }) => {
  await loginAs(page, ADMIN_TIN);
  await selectCompany(page, COMPANIES.bajio);
  await page.getByTestId('menu-item-products').click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('row').filter({ hasText: 'Préstamo personal' })).toHaveCount(1);
  await expectClean(page, '/products');

  await page.getByTestId('product-create').click();
  const form = page.getByRole('dialog', { name: 'Nuevo producto' });
  await expect(form.getByTestId('product-name')).toBeVisible();
  await expectClean(page, 'el formulario de producto');
  await form.getByTestId('product-save').click(); // empty: the required fields say so
  await expect(form.getByTestId('product-name')).toHaveAttribute('aria-invalid', 'true');
  await expectClean(page, 'el formulario de producto con errores');
  await page.keyboard.press('Escape');
  await expect(form.getByTestId('product-name')).toBeHidden();

  await page.getByTestId('company-products-open').click();
  const modal = page.getByTestId('company-products-modal');
  await expect(modal.getByRole('checkbox', { name: 'Préstamo personal' })).toBeVisible();
  await expectClean(page, 'productos de la empresa');
  await page.keyboard.press('Escape');
  await expect(modal.getByTestId('company-products-save')).toBeHidden();
});

test('the audit log of the company', async ({ page }) => {
  await loginAs(page, ADMIN_TIN);
  await selectCompany(page, COMPANIES.bajio);
  await page.getByTestId('menu-item-audit').click();
  await expect(page).toHaveURL(/\/audit$/);
  const table = page.getByTestId('audit-table');
  await expect(
    table.locator('[data-testid^="audit-row-"]').first().or(table.getByText('No hay movimientos con estos filtros')),
  ).toBeVisible();
  await expectClean(page, '/audit');
});

test('company onboarding: a person without a company waits for an admin or types a code', async ({ page, request }) => {
  const tin = await personWithoutCompany(request, false);
  await loginAs(page, tin, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/company-onboarding$/);
  await expect(page.getByTestId('company-onboarding-wait')).toBeVisible();
  await expect(page.getByTestId('activation-code-form')).toBeVisible();
  await expectClean(page, '/company-onboarding (espera)');
});

test('company onboarding: who may create a company opens the creation modal', async ({ page, request }) => {
  const tin = await personWithoutCompany(request, true);
  await loginAs(page, tin, E2E_PASSWORD);
  await expect(page).toHaveURL(/\/company-onboarding$/);
  await expect(page.getByTestId('company-onboarding-create')).toBeVisible();
  await expectClean(page, '/company-onboarding (crear empresa)');

  await page.getByTestId('company-onboarding-create').click();
  const modal = page.getByTestId('create-company-modal');
  await expect(modal.getByTestId('company-name-input')).toBeVisible();
  await expectClean(page, 'el modal de nueva empresa (onboarding)');
});

test('the company creation modal from the switcher, empty and with its errors', async ({ page }) => {
  await loginAs(page, ADMIN_TIN);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.getByTestId('company-switcher').click();
  await page.getByTestId('add-company-button').click();
  const modal = page.getByTestId('create-company-modal');
  await expect(modal.getByTestId('company-name-input')).toBeVisible();
  await expectClean(page, 'el modal de nueva empresa');

  await modal.getByTestId('company-create-submit').click(); // no name: refused before sending
  await expect(modal.getByTestId('company-name-input')).toHaveAttribute('aria-invalid', 'true');
  await expectClean(page, 'el modal de nueva empresa con errores');
  await modal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modal.getByTestId('company-name-input')).toBeHidden();
});
