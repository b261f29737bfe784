/**
 * The shared fixture (fixtures/test.ts) fails any test whose page raises a CSP violation. This
 * spec proves the listener works: a test that loads a blocked image is expected to fail.
 */
import { expect, test } from '../fixtures/test';

test('a page that loads an image from another origin fails its test (CSP img-src)', async ({ page }) => {
  test.fail(true, 'the fixture must turn the blocked image into a failure');
  await page.goto('/login');
  await expect(page.getByTestId('auth-submit')).toBeVisible();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'http://127.0.0.1:9/bloqueada.png';
    document.body.append(img);
  });
  // The violation is reported to the page before the test ends.
  await page.waitForTimeout(500);
});
