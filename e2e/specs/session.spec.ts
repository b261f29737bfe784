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

test('two tabs refreshing at the same moment both keep the session', async ({ page, context }) => {
  await loginAs(page, 'RRHH800101AA1');
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('side-menu')).toBeVisible();

  // Hold each refresh until the other tab's is waiting too (or 3 s pass), so both reach the
  // server with the same cookie at once unless the app serialises them. Unserialised, the
  // second presents a rotated token and the server revokes the whole family (03 §1).
  const held: (() => void)[] = [];
  await context.route('**/api/auth/refresh', async (route) => {
    const go = () => void route.continue();
    held.push(go);
    if (held.length % 2 === 0) held.splice(0).forEach((release) => release());
    else setTimeout(() => held.includes(go) && held.splice(held.indexOf(go), 1) && go(), 3000);
  });
  await Promise.all([page.reload(), second.reload()]);
  for (const tab of [page, second]) {
    await expect(tab.getByTestId('side-menu')).toBeVisible();
    await expect(tab).toHaveURL(/\/$/);
  }
  await context.unroute('**/api/auth/refresh');
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible();
});
