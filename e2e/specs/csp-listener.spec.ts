/**
 * The shared fixture (fixtures/test.ts) fails any test whose page raises a CSP violation. This
 * spec proves the listener works: a test that loads a blocked image, on its own page or on one it
 * opens beside it, is expected to fail.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** Opens /login and adds an image from an origin the CSP's img-src refuses; waits for the report. */
async function loadBlockedImage(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByTestId('auth-submit')).toBeVisible();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'http://127.0.0.1:9/bloqueada.png';
    document.body.append(img);
  });
  // The violation is reported to the page before the test ends.
  await page.waitForTimeout(500);
}

test('a page that loads an image from another origin fails its test (CSP img-src)', async ({ page }) => {
  test.fail(true, 'the fixture must turn the blocked image into a failure');
  await loadBlockedImage(page);
});

test('a page the test opens beside its own (browser.newPage) fails its test too', async ({ browser }) => {
  test.fail(true, 'every context made during the test is watched');
  const other = await browser.newPage();
  await loadBlockedImage(other);
  await other.context().close();
});
