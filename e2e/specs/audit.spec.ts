/**
 * The audit log end to end (decision 080), on a company of its own: the demo admin opens /audit
 * from the menu, sees the company's rows newest first with the changes before → after, filters
 * by entity, filters by a user from a row, downloads the .xlsx, and the screen passes axe. HR
 * does not see the menu entry and is sent to /unauthorized.
 */
import type { Page } from '@playwright/test';
import { sql, uniqueSuffix } from '../fixtures/db';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

const ADMIN_TIN = 'ADMI800101AA1';
const HR_TIN = 'RRHH800101AA1';

async function companyWithAudit(): Promise<string> {
  const name = `Bitacora E2E ${uniqueSuffix()} S.A.`;
  const [company] = await sql<{ id: number }>('INSERT INTO companies (name) VALUES ($1) RETURNING id', [name]);
  await sql(`INSERT INTO user_companies (user_id, company_id) SELECT id, $1 FROM users WHERE tin = ANY($2)`, [
    company!.id,
    [ADMIN_TIN, HR_TIN],
  ]);
  await sql(
    `INSERT INTO audit_log (entity_type, entity_id, company_id, actor_user_id, action, from_status, to_status,
                            changes, created_at)
     SELECT v.entity_type, v.entity_id, $1, (SELECT id FROM users WHERE tin = $2), v.action, v.from_status,
            v.to_status, v.changes::jsonb, now() - v.ago * interval '1 hour'
     FROM (VALUES ('loan', 41, 'approve', 'pending', 'approved', '{}', 3),
                  ('settings', 1, 'update', NULL, NULL, '{"interest_rate":{"from":"2.5","to":"3"}}', 2),
                  ('loan', 41, 'download', NULL, NULL, '{"file":"contrato_41_v1.pdf"}', 1))
       AS v(entity_type, entity_id, action, from_status, to_status, changes, ago)`,
    [company!.id, ADMIN_TIN],
  );
  return name;
}

async function selectCompany(page: Page, company: string): Promise<void> {
  const current = page.getByTestId('company-switcher-current');
  if ((await current.textContent()) !== company) {
    await page.getByTestId('company-switcher').click();
    await page.getByRole('menuitem', { name: company }).click();
  }
  await expect(current).toHaveText(company);
}

test('the admin reads, filters and exports the company audit log', async ({ page }) => {
  const company = await companyWithAudit();
  await loginAs(page, ADMIN_TIN);
  await selectCompany(page, company);
  await page.getByTestId('menu-item-audit').click();
  await expect(page).toHaveURL(/\/audit$/);
  const rows = page.locator('[data-testid^="audit-row-"]');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('contrato_41_v1.pdf');
  await expect(rows.nth(1)).toContainText('interest_rate: 2.5 → 3');
  await expect(rows.nth(2)).toContainText('status: pending → approved');
  await expectNoSeriousA11yViolations(page, '/audit');

  await page.getByTestId('audit-filter-entity').click();
  await page.getByRole('option', { name: 'Configuración' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText('update');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^bitacora_\d{8}\.xlsx$/);
});

test('HR has no audit log', async ({ page }) => {
  await loginAs(page, HR_TIN);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('menu-item-audit')).toHaveCount(0);
  await page.goto('/audit');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
