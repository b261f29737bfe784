/**
 * The account dialogs of the user menu (decisions 083, 084) in Chromium: a changed password ends
 * the person's other browser, "Mis sesiones" ends another session, and both dialogs pass axe.
 * Each test builds its own employee, signed in from two browser contexts (two devices).
 */
import type { Browser, Page } from '@playwright/test';
import { COMPANIES } from '../fixtures/accounts';
import { E2E_PASSWORD } from '../fixtures/api';
import { employeeWithAccount } from '../fixtures/people';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

const NEW_PASSWORD = 'Otra#Clave2026';

/** A second device: its own context (cookies, storage, fingerprint), signed in as the same person. */
async function secondDevice(browser: Browser, tin: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('abono.cookiesAccepted', 'true'));
  const page = await context.newPage();
  await loginAs(page, tin, E2E_PASSWORD);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

test('an employee changes their password: this browser goes on, the other one is sent to /login', async ({
  page,
  browser,
  request,
}) => {
  const { employee } = await employeeWithAccount(request, COMPANIES.bajio, 'Rosa Cambio Clave');
  const other = await secondDevice(browser, employee.tin);
  await loginAs(page, employee.tin, E2E_PASSWORD);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('open-change-password').click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'el diálogo Cambiar contraseña');

  // The register rule's messages first, then a valid change.
  await page.getByTestId('current-password').fill(E2E_PASSWORD);
  await page.getByTestId('new-password').fill('corta');
  await page.getByTestId('change-password-submit').click();
  await expect(dialog).toContainText('La contraseña debe tener al menos 8 caracteres y un carácter especial');
  await page.getByTestId('new-password').fill(NEW_PASSWORD);
  await page.getByTestId('confirm-new-password').fill(NEW_PASSWORD);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Tu contraseña se cambió. Cerramos tus otras sesiones.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // This browser goes on, across a reload too.
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);

  // The person is told in the bell.
  await page.getByTestId('notifications-bell').click();
  await expect(page.getByText('Se cambió tu contraseña').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The other browser's next request (opening the bell) finds its session ended.
  await other.getByTestId('notifications-bell').click();
  await expect(other).toHaveURL(/\/login/);
  await other.context().close();

  // The new password is the one that signs in.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, employee.tin, NEW_PASSWORD);
});

test('«Mis sesiones» lists both devices, this one marked, and ends the other one', async ({
  page,
  browser,
  request,
}) => {
  const { employee, api } = await employeeWithAccount(request, COMPANIES.bajio, 'Tomás Dos Sesiones');
  // The setup signed in through the API too: that session ends, so the list shows the two browsers.
  await api.post('/api/auth/logout', {});
  const other = await secondDevice(browser, employee.tin);
  await loginAs(page, employee.tin, E2E_PASSWORD);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('open-sessions').click();
  const dialog = page.getByRole('dialog', { name: 'Mis sesiones' });
  await expect(dialog).toBeVisible();
  const rows = dialog.locator('[data-testid^="session-row-"]');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Esta sesión');
  await expect(rows.first()).toContainText('Chrome');
  await expectNoSeriousA11yViolations(page, 'el diálogo Mis sesiones');

  await rows.nth(1).locator('[data-testid^="session-end-"]').click();
  await expect(page.getByText('Se cerró la sesión.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(dialog.getByTestId('sessions-empty')).toBeVisible();

  // The ended device is sent to /login at its next request (opening the bell); this one goes on.
  await other.getByTestId('notifications-bell').click();
  await expect(other).toHaveURL(/\/login/);
  await other.context().close();
  await page.getByTestId('sessions-close').click();
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
