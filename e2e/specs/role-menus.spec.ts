import { DEMO_ACCOUNTS } from '../fixtures/accounts';
import { expect, loginAs, test } from '../fixtures/test';

test.describe('each demo role sees exactly its menu', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.role} (${account.tin})`, async ({ page }) => {
      await loginAs(page, account.tin);
      const menu = page.getByTestId('side-menu');
      await expect(menu).toBeVisible();
      const items = menu.locator('[data-testid^="menu-item-"]');
      await expect(items).toHaveCount(account.menu.length);
      const keys = await items.evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-testid')!.replace('menu-item-', '')),
      );
      expect(keys).toEqual(account.menu);
    });
  }
});
