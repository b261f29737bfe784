/**
 * Layout defects found by trying the app as a new user, measured in a real
 * Chromium: the cookie notice on a phone, the company name in the switcher, the toast
 * container clear of the header, the menu's edge line on long pages, and page titles.
 */
import { COMPANIES } from '../fixtures/accounts';
import { expect, loginAs, test } from '../fixtures/test';

test.describe('on a 390 px phone with the cookie notice showing', () => {
  test.use({ acceptCookies: false, viewport: { width: 390, height: 600 } });

  test('the login/register toggle can be scrolled clear of the cookie notice', async ({ page }) => {
    await page.goto('/login');
    // The prerendered page is inert until the app replaces it; the app's notice is the one
    // that reserves room below the page, so measure once the app runs (CI failed here when
    // the scroll happened before the app had mounted and grown the page).
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    const notice = page.getByTestId('cookie-notice');
    const toggle = page.getByTestId('auth-mode-toggle');
    await expect(notice).toBeVisible();
    await expect(toggle).toBeVisible();
    await expect
      .poll(async () => {
        // Scroll to the end on every try, as a person would after the page grows.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const [t, n] = [await toggle.boundingBox(), await notice.boundingBox()];
        return t && n ? n.y - (t.y + t.height) : -1;
      })
      .toBeGreaterThan(0);
    // The toggle is really reachable: a click lands on it, not on the notice.
    await toggle.click();
    await expect(page.getByTestId('auth-confirm-password')).toBeVisible();
    // Once accepted, the reserved room goes away with the notice.
    await page.getByTestId('cookie-accept').click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
  });
});

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the switcher shows the whole company name, toasts sit below the header, titles follow the route', async ({
    page,
  }) => {
    await loginAs(page, 'EMPL800101AA1');
    const current = page.getByTestId('company-switcher-current');
    await expect(current).toHaveText(COMPANIES.pacifico);
    // Not cut: the button's label (which clips with an ellipsis) holds the whole text.
    expect(
      await current.evaluate((e) => {
        const label = e.closest('.mantine-Button-label')!;
        return label.scrollWidth <= label.clientWidth;
      }),
    ).toBe(true);
    await expect(page).toHaveTitle('Ofertas · Abono');
    await page.getByRole('link', { name: 'Ver seguros' }).click();
    await expect(page).toHaveTitle('Seguros · Abono');

    const header = (await page.locator('header').first().boundingBox())!;
    // Bottom-left (side panels open on the right): clear of the header too.
    const toasts = (await page.locator('.mantine-Notifications-root[data-position="bottom-left"]').boundingBox())!;
    expect(toasts.y).toBeGreaterThanOrEqual(header.y + header.height);
    // No (empty) toast container covers the page: the middle of the screen is the page itself.
    const hit = await page.evaluate(
      () => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('.mantine-Notifications-root') ?? null,
    );
    expect(hit).toBeNull();
  });

  test("the menu's edge line runs the whole height of a long page", async ({ page }) => {
    await loginAs(page, 'RRHH800101AA1');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    // Make the page much longer than the viewport, as a long list would.
    await page.getByTestId('app-main').evaluate((main) => {
      const filler = document.createElement('div');
      filler.style.height = '4000px';
      main.appendChild(filler);
    });
    const line = await page.getByTestId('app-main').evaluate((main) => {
      const style = getComputedStyle(main);
      return {
        image: style.backgroundImage,
        position: style.backgroundPositionX,
        mainHeight: main.getBoundingClientRect().height,
        documentHeight: document.documentElement.scrollHeight,
        navRight: document.querySelector('.mantine-AppShell-navbar')!.getBoundingClientRect().right,
        navBorder: getComputedStyle(document.querySelector('.mantine-AppShell-navbar')!).borderRightWidth,
      };
    });
    expect(line.image).toContain('linear-gradient');
    // The element drawing the line is as tall as the document (the fixed navbar is not).
    expect(line.mainHeight).toBeGreaterThanOrEqual(line.documentHeight - 1);
    expect(line.position).toBe(`${line.navRight - 1}px`);
    expect(line.navBorder).toBe('0px');
  });
});
