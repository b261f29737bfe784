import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

test('the notifications page lists, filters and marks notifications as read', async ({ page }) => {
  await loginAs(page, 'TESO800101AA1');
  await page.goto('/notifications');
  await expect(page.getByTestId('notifications-page')).toBeVisible();
  await expect(page.locator('[data-testid^="notification-page-item-"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'notificaciones');
});
