import { expect, test } from '../fixtures/test';

test.use({ acceptCookies: false });

test('the cookie notice shows once, until accepted', async ({ page }) => {
  await page.goto('/login');
  const notice = page.getByTestId('cookie-notice');
  await expect(notice).toBeVisible();
  await page.getByTestId('cookie-accept').click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('auth-tin')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
