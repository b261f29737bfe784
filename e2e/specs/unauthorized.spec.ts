import { expect, loginAs, test } from '../fixtures/test';

test('an employee opening a back-office route lands on /unauthorized', async ({ page }) => {
  await loginAs(page, 'EMPL800101AA1');
  await page.goto('/credits');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByTestId('unauthorized-page')).toContainText('403');
  await page.getByTestId('go-home').click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor without a session is sent to /login and back to where they were going', async ({ page }) => {
  await page.goto('/treasury');
  await expect(page).toHaveURL(/\/login/);
  await page.getByTestId('auth-tin').fill('TESO800101AA1');
  await page.getByTestId('auth-password').fill('Demo#2026');
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/treasury$/);
});
