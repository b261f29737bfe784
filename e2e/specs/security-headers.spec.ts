/**
 * The SPA and Swagger UI work under the strict Content-Security-Policy.
 * Any `securitypolicyviolation` event or CSP console error fails the test, so an inline
 * script, a third-party image or a blocked frame shows up here rather than in production.
 */
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation of the page (and its frames) and every CSP console message. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text()))
      console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => {
    const recorded = await Promise.all(
      page.frames().map((frame) => frame.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[])),
    );
    return [...console, ...recorded.flat()];
  };
}

test('the login page, the signed-in shell and the contract preview raise no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByTestId('auth-submit')).toBeVisible();
  expect(await violations()).toEqual([]);

  await loginAs(page, 'EMPL800101AA1');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('offers-page')).toBeVisible();
  // Mantine's runtime <style> tags really are applied (style-src allows them, decision 012).
  expect(await page.locator('style[data-mantine-styles]').count()).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);

  // The contract preview is a blob: PDF in a frame: frame-src must allow it.
  await page.locator('[data-testid^="offer-apply-"]').first().click();
  await page.getByTestId('apply-amount').fill('1000');
  await page.getByTestId('apply-weekly-discount').fill('500');
  await page.getByTestId('view-contract').click();
  await expect(page.getByTestId('contract-modal').locator('iframe')).toBeVisible();
  await expect.poll(() => page.frames().some((f) => f.url().startsWith('blob:'))).toBe(true);
  expect(await violations()).toEqual([]);
});

test('Swagger UI at /api/docs renders the API under the same policy', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Abono API');
  await expect(page.locator('.opblock').first()).toBeVisible();
  // Expanding an operation renders its schema (more of Swagger UI's React under the policy).
  await page.locator('.opblock-summary').first().click();
  await expect(page.locator('.opblock-body').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
