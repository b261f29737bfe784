import { COMPANIES } from '../fixtures/accounts';
import { sql } from '../fixtures/db';
import type { Page } from '@playwright/test';
import { expect, loginAs, test } from '../fixtures/test';
import { drawSignature } from '../fixtures/ui';

/** The demo employee is hired by both demo companies, with a control number and branch in each. */
async function recordIn(companyName: string): Promise<{ control_number: string; work_location: string }> {
  const [row] = await sql<{ control_number: string; work_location: string }>(
    `SELECT e.control_number, e.work_location FROM employees e
       JOIN users u ON u.id = e.user_id JOIN companies c ON c.id = e.company_id
      WHERE u.tin = 'EMPL800101AA1' AND c.name = $1 AND e.status = 'hired'`,
    [companyName],
  );
  if (!row) throw new Error(`sin registro en ${companyName}`);
  return row;
}

test("insurance, loan form and profile show the selected company's control number and branch", async ({ page }) => {
  const pacifico = await recordIn(COMPANIES.pacifico);
  const bajio = await recordIn(COMPANIES.bajio);
  expect(pacifico.control_number).not.toBe(bajio.control_number);

  await loginAs(page, 'EMPL800101AA1');
  for (const [company, record] of [
    [COMPANIES.pacifico, pacifico],
    [COMPANIES.bajio, bajio],
  ] as const) {
    const current = page.getByTestId('company-switcher-current');
    if ((await current.textContent()) !== company) {
      await page.getByTestId('company-switcher').click();
      await page.getByRole('menuitem', { name: company }).click();
    }
    await expect(current).toHaveText(company);

    await page.goto('/insurance-offers');
    await page.getByTestId('insurance-details-life').click();
    await expect(page.getByTestId('insurance-employee-code')).toHaveValue(record.control_number);
    await expect(page.getByTestId('insurance-branch')).toHaveValue(record.work_location);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('insurance-employee-code')).toBeHidden();

    await page.goto('/');
    await page.locator('[data-testid^="offer-apply-"]').first().click();
    await expect(page.getByTestId('apply-employee-code')).toHaveValue(record.control_number);
    await expect(page.getByTestId('apply-branch')).toHaveValue(record.work_location);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('apply-employee-code')).toBeHidden();

    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('user-control-number')).toHaveText(record.control_number);
    await page.keyboard.press('Escape');
  }
});

test('Escape in the signature dialog closes only the dialog; the apply panel keeps amounts and signature', async ({
  page,
}) => {
  await loginAs(page, 'EMPL800101AA1');
  await page.locator('[data-testid^="offer-apply-"]').first().click();
  await page.getByTestId('apply-amount').fill('6000');
  await page.getByTestId('apply-weekly-discount').fill('800');
  await drawSignature(page);
  await expect(page.getByTestId('signature-signed')).toBeVisible();

  await page.getByTestId('sign-button').click();
  await expect(page.getByTestId('signature-canvas')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('signature-dialog')).toBeHidden();
  await expect(page.getByTestId('apply-amount')).toHaveValue('6000');
  await expect(page.getByTestId('apply-weekly-discount')).toHaveValue('800');
  await expect(page.getByTestId('signature-signed')).toBeVisible();

  await page.getByTestId('view-contract').click();
  await expect(page.getByTestId('contract-open-tab')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('contract-open-tab')).toBeHidden();
  await expect(page.getByTestId('apply-amount')).toHaveValue('6000');
  await expect(page.getByTestId('signature-signed')).toBeVisible();

  // With nothing on top, Escape on a typed and signed application asks first:
  // keeping it keeps everything; discarding closes the panel.
  await expectEscapeAsksBeforeDiscarding(page);
});

/** Escape on the filled apply panel: the question, «Seguir editando» keeps it all, «Descartar» closes it. */
async function expectEscapeAsksBeforeDiscarding(page: Page) {
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('apply-amount')).toHaveValue('6000');
  await expect(page.getByTestId('signature-signed')).toBeVisible();
  // Asked again, «Descartar» throws the application away.
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByTestId('apply-amount')).toBeHidden();
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Escape on a typed and signed application asks before discarding it', async ({ page }) => {
    await loginAs(page, 'EMPL800101AA1');
    await page.locator('[data-testid^="offer-apply-"]').first().click();
    await page.getByTestId('apply-amount').fill('6000');
    await page.getByTestId('apply-weekly-discount').fill('800');
    await drawSignature(page);
    await expect(page.getByTestId('signature-signed')).toBeVisible();
    await expectEscapeAsksBeforeDiscarding(page);
  });
});

test('a click outside the filled apply panel asks before discarding it', async ({ page }) => {
  await loginAs(page, 'EMPL800101AA1');
  await page.locator('[data-testid^="offer-apply-"]').first().click();
  await page.getByTestId('apply-amount').fill('6000');
  await page.mouse.click(20, 400);
  const question = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page.getByTestId('apply-amount')).toHaveValue('6000');
});
