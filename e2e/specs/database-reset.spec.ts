/**
 * The danger zone end to end (spec 02 Settings, 03 §1, decision 075): the super admin changes the
 * demo (settings through the screen, a company renamed and a product added in the database),
 * resets the database through /settings — typing RESTABLECER in the confirm step — and lands on
 * /login; every session opened before is dead (another browser's, an API token and its refresh
 * cookie), and signing in again with the demo accounts shows the demo as it was seeded.
 *
 * The reset empties EVERY table, so it runs on a server of its own (decision 081), never on the
 * shared e2e server the other specs use in parallel. That server is embedded PostgreSQL without
 * DATABASE_URL, where the reset is allowed without ALLOW_DATABASE_RESET.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { COMPANIES, DEMO_PASSWORD } from '../fixtures/accounts';
import { startIsolatedServer, type IsolatedServer } from '../fixtures/isolatedServer';
import { expect, loginAs, test } from '../fixtures/test';

const SUPER_ADMIN_TIN = 'SADM800101AA1';
const ADMIN_TIN = 'ADMI800101AA1';
const DEMO_LEGAL_NAME = 'Industrias del Bajío S.A. de C.V.';
const CHANGED_LEGAL_NAME = 'Razón social cambiada E2E';
const RENAMED_COMPANY = 'Pacífico renombrada E2E';
const EXTRA_PRODUCT = 'Producto que se borra E2E';

let server: IsolatedServer;

test.beforeAll(async () => {
  // Embedded PostgreSQL, migrations and the demo seed: slower than a test on a busy machine.
  test.setTimeout(240_000);
  server = await startIsolatedServer();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await server?.stop();
});

/** A page of a browser context of its own on the isolated server (axe and sessions need their own). */
async function pageOnServer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('abono.cookiesAccepted', 'true'));
  return page;
}

/** Signs in through the API: the access token, and the refresh cookie kept by `request`. */
async function apiLogin(request: APIRequestContext, tin: string, fingerprint: string): Promise<string> {
  const res = await request.post('/api/auth/login', {
    headers: { 'x-device-fingerprint': fingerprint },
    data: { tin, password: DEMO_PASSWORD, fingerprint },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

async function selectCompany(page: Page, company: string): Promise<void> {
  const current = page.getByTestId('company-switcher-current');
  await expect(current).not.toHaveText('');
  if ((await current.textContent()) !== company) {
    await page.getByTestId('company-switcher').click();
    await page.getByRole('menuitem', { name: company }).click();
  }
  await expect(current).toHaveText(company);
}

test('the super admin resets the database from the danger zone: sessions die and the demo is back', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  // A session opened before the reset: another person's browser, and an API client.
  const other = await pageOnServer(browser);
  await loginAs(other, ADMIN_TIN);
  const api = await playwright.request.newContext({ baseURL: server.url });
  const fingerprint = 'e2e-reset-api-client';
  const token = await apiLogin(api, ADMIN_TIN, fingerprint);
  const me = () =>
    api.get('/api/auth/me', { headers: { authorization: `Bearer ${token}`, 'x-device-fingerprint': fingerprint } });
  expect((await me()).status()).toBe(200);

  // The demo changed: a product added and a company renamed in the database, settings through the screen.
  await server.sql(`INSERT INTO products (name, description, type) VALUES ($1, 'Se va con el reinicio', 'loan')`, [
    EXTRA_PRODUCT,
  ]);
  await server.sql('UPDATE companies SET name = $1 WHERE name = $2', [RENAMED_COMPANY, COMPANIES.pacifico]);
  const page = await pageOnServer(browser);
  await loginAs(page, SUPER_ADMIN_TIN);
  await selectCompany(page, COMPANIES.bajio);
  await page.goto('/settings');
  const legalName = page.getByTestId('settings-legal-company_legal_name');
  await expect(legalName).toHaveValue(DEMO_LEGAL_NAME);
  await legalName.fill(CHANGED_LEGAL_NAME);
  await page.getByTestId('settings-legal-save').click();
  await expect(page.getByTestId('toast-success')).toContainText('Configuración actualizada');
  await expect(page.getByTestId('settings-history-row').first()).toContainText(CHANGED_LEGAL_NAME);
  await page.getByTestId('company-switcher').click();
  await expect(page.getByRole('menuitem', { name: RENAMED_COMPANY })).toBeVisible();
  await page.keyboard.press('Escape');

  // The confirm step refuses anything but the word, and the reset is not sent.
  await page.getByTestId('danger-reset').click();
  const dialog = page.getByTestId('reset-dialog');
  // The modal's root is layout-less (display: contents): its field tells whether it is open.
  await expect(dialog.getByTestId('reset-word')).toBeVisible();
  await dialog.getByTestId('reset-word').fill('restablecer por favor');
  await dialog.getByTestId('reset-confirm').click();
  await expect(dialog.getByText('Debes escribir RESTABLECER, en mayúsculas, para confirmar')).toBeVisible();
  await expect(dialog.getByTestId('reset-word')).toBeVisible();
  expect((await me()).status()).toBe(200);

  await dialog.getByTestId('reset-word').fill('RESTABLECER');
  const resetCall = page.waitForResponse(
    (r) => r.url().endsWith('/api/database/reset') && r.request().method() === 'POST',
    { timeout: 120_000 },
  );
  await dialog.getByTestId('reset-confirm').click();
  expect((await resetCall).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('toast-success')).toContainText('Base de datos restablecida');

  // Every session opened before is dead: the API token, its refresh cookie, the other browser.
  expect((await me()).status()).toBe(401);
  const refreshed = await api.post('/api/auth/refresh', { headers: { 'x-device-fingerprint': fingerprint } });
  expect(refreshed.status()).toBe(401);
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);

  // The demo is back: its accounts sign in with the demo password and see the demo as seeded.
  await loginAs(other, ADMIN_TIN);
  await selectCompany(other, COMPANIES.bajio);
  await other.goto('/settings');
  await expect(other.getByTestId('settings-legal-company_legal_name')).toHaveValue(DEMO_LEGAL_NAME);
  await expect(other.getByTestId('settings-history-row').filter({ hasText: CHANGED_LEGAL_NAME })).toHaveCount(0);

  await loginAs(page, SUPER_ADMIN_TIN);
  await page.getByTestId('company-switcher').click();
  await expect(page.getByRole('menuitem', { name: COMPANIES.pacifico })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: RENAMED_COMPANY })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/products');
  await expect(page.getByTestId('products-table')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Préstamo personal' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: EXTRA_PRODUCT })).toHaveCount(0);

  await api.dispose();
  await other.context().close();
  await page.context().close();
});
