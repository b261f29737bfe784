/**
 * Decision 026: the server sends /login with the sign-in form already in the HTML (and every
 * other path with the start-up loader), so a phone paints it before the JavaScript has run; the
 * app then renders over it.
 */
import { expect, test } from '../fixtures/test';

test.describe('before the JavaScript has run', () => {
  test.use({ javaScriptEnabled: false, acceptCookies: false });

  test('/login already shows the Spanish form, its submit disabled, and the cookie notice', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Iniciar sesión · Abono');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByTestId('auth-tin')).toBeVisible();
    await expect(page.getByTestId('auth-submit')).toBeDisabled();
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    // Not usable yet: what is typed there would be lost when the app renders.
    await expect(page.locator('#root > [inert]')).toHaveCount(1);
  });

  test('every other path already shows the loader the app starts with, and the cookie notice', async ({ page }) => {
    await page.goto('/my-credit');
    await expect(page.getByTestId('full-page-loader')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Cargando…' })).toBeVisible();
    await expect(page.getByTestId('cookie-notice')).toBeVisible();
    await expect(page.getByTestId('login-form')).toHaveCount(0);
  });
});

test('once the app runs, its own form replaces the prerendered one; an accepted notice never shows', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await expect(page.getByTestId('login-form')).toHaveCount(1);
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  // The head script flagged the accepted notice before the first paint.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-cookies-accepted'))).toBe(true);
});
