import { expect, loginAs, test } from '../fixtures/test';

test('a reload keeps the session through the silent refresh, and logout lands on /login', async ({ page }) => {
  await loginAs(page, 'RRHH800101AA1');
  await expect(page.getByTestId('side-menu')).toBeVisible();

  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh') && r.status() === 200);
  await page.reload();
  await refresh;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('menu-item-loans')).toBeVisible();

  await page.getByTestId('user-menu').click();
  await expect(page.getByTestId('user-control-number')).toBeVisible();
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/login$/);

  // The refresh cookie was revoked: a reload does not bring the session back.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});
