/**
 * Treasury end to end (spec 02 "Treasury", 03 §3–§4), through screens alone on a fresh company
 * without an issuer code: treasury sets the code; a loan whose employee has no bank account
 * blocks the bank request (422) and is reported from the list; the request CSV and the Banorte
 * file are downloaded and read back (csv-parse, fixed width by position); two loans are confirmed
 * in bulk and the employee's /my-credit shows the schedule; another loan is reported with a
 * comment, HR notifies the employee, the employee marks the documentation completed, and the loan
 * is back in treasury's list; HR terminates an employee and treasury's notice opens the terminated
 * tab with the termination document. axe on every treasury screen and dialog, and the 768 px layout.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ApiActor, E2E_PASSWORD } from '../fixtures/api';
import { sql, uniqueSuffix } from '../fixtures/db';
import { applyForLoan, employeeWithAccount, type EmployeeAccount } from '../fixtures/people';
import { expect, loginAs, signedInPage, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations } from '../fixtures/ui';

const TREASURY_TIN = 'TESO800101AA1';
const HR_TIN = 'RRHH800101AA1';
/** Banorte's emisora is 5 digits (03 §4): a code the Banorte file accepts. */
const ISSUER = '54321';
const BANORTE_ACCOUNT = '0123456789';

/**
 * A company like the demo ones, with no issuer code, a deadline months away, its loan products, and the demo
 * treasury and HR users.
 */
async function companyWithoutIssuer(): Promise<{ id: number; name: string }> {
  const name = `Tesoreria E2E ${uniqueSuffix()} S.A.`;
  const [company] = await sql<{ id: number }>(
    `WITH c AS (INSERT INTO companies (name) VALUES ($1) RETURNING id),
          s AS (INSERT INTO company_settings (company_id, interest_rate, deadline, company_legal_name, company_location)
                SELECT id, 2.5, (now() AT TIME ZONE 'America/Mexico_City')::date + 120, $1, 'León, Gto.' FROM c),
          p AS (INSERT INTO company_products (company_id, product_id)
                SELECT c.id, p.id FROM c, products p WHERE p.is_active AND p.type = 'loan')
     SELECT id FROM c`,
    [name],
  );
  await sql(
    `INSERT INTO user_companies (user_id, company_id) SELECT id, $1 FROM users WHERE tin = ANY($2)
     ON CONFLICT DO NOTHING`,
    [company!.id, [TREASURY_TIN, HR_TIN]],
  );
  return { id: company!.id, name };
}

async function selectCompany(page: Page, company: string): Promise<void> {
  const current = page.getByTestId('company-switcher-current');
  if ((await current.textContent()) !== company) {
    await page.getByTestId('company-switcher').click();
    await page.getByRole('menuitem', { name: company }).click();
  }
  await expect(current).toHaveText(company);
}

async function downloadFrom(page: Page, testId: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return { download, bytes: await readFile((await download.path())!) };
}

/** An applied-for loan HR approved (the calculation result set as the savings upload would). */
async function approvedLoan(hr: ApiActor, account: EmployeeAccount, amount: string): Promise<number> {
  const loan = await applyForLoan(account, amount, '500');
  await sql(`UPDATE loans SET calculation_result = 'pass' WHERE id = $1`, [loan.id]);
  await hr.put(`/api/loans/${loan.id}/approve`, { company_id: account.employee.companyId });
  return loan.id;
}

/**
 * Waits for the open dialog's fade-in to end, with the pointer off its buttons: axe reads colours
 * mid-transition, and a hovered button's colours, rather than the ones at rest.
 */
async function dialogSettled(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect
    .poll(() => page.locator('.mantine-Modal-content').evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1');
}

const cents = (amount: string) => String(Math.round(Number(amount) * 100));

// Issuer code, refused loans, request CSV, Banorte file, confirm, report and return.
test('treasury pays loans through screens', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const company = await companyWithoutIssuer();
  const hr = new ApiActor(request);
  await hr.login(HR_TIN, 'Demo#2026');
  const people = {
    ana: await employeeWithAccount(request, company.name, 'Ana Depósito Uno'),
    beto: await employeeWithAccount(request, company.name, 'Beto Depósito Dos'),
    carla: await employeeWithAccount(request, company.name, 'Carla Peña Núñez'),
    dario: await employeeWithAccount(request, company.name, 'Darío Sin Cuenta'),
  };
  const loans = {
    ana: await approvedLoan(hr, people.ana, '3000.00'),
    beto: await approvedLoan(hr, people.beto, '2500.00'),
    carla: await approvedLoan(hr, people.carla, '2000.00'),
    dario: await approvedLoan(hr, people.dario, '1500.00'),
  };
  // Darío's account is lost after approval: no bank file may pay him (03 §4, never dropped silently).
  await sql('UPDATE employees SET account_number = NULL WHERE id = $1', [people.dario.employee.id]);

  // 1. The issuer-code form is all a company without one shows.
  await loginAs(page, TREASURY_TIN);
  await selectCompany(page, company.name);
  await page.goto('/treasury');
  const issuer = page.getByTestId('issuer-code-input');
  await expect(issuer).toBeVisible();
  await expect(page.getByTestId('bank-request-card')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'tesorería: código de emisora');
  await issuer.fill('A1');
  await page.getByTestId('issuer-code-save').click();
  await expect(page.getByText('El código de emisora no es válido')).toBeVisible();
  await issuer.fill(ISSUER);
  await page.getByTestId('issuer-code-save').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Código de emisora actualizado' })).toBeVisible();
  await expect(page.getByTestId('bank-request-card')).toBeVisible();
  await expect(page.getByTestId('bank-request-card-summary')).toHaveText('4 préstamos por solicitar');
  await expect(page.getByTestId('dispersion-card-warning')).toHaveText('No hay préstamos aplicados');
  await expect(page.getByTestId('dispersion-download')).toBeDisabled();
  await expect(page.getByTestId(`pending-row-${loans.ana}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'tesorería');

  // 2. The bank request refuses Darío's loan: the list, and its one action reports it.
  await page.getByTestId('bank-request-download').click();
  const panel = page.getByTestId('unpayable-panel');
  await expect(panel.getByTestId(`unpayable-row-${loans.dario}`)).toContainText(people.dario.employee.controlNumber);
  await expect(panel.getByTestId('unpayable-table').locator('tbody tr')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'tesorería: préstamos que no se pueden pagar');
  await panel.getByTestId('unpayable-report').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Error reportado en 1 préstamo' })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId(`pending-row-${loans.dario}`)).toHaveCount(0);
  const [dario] = await sql<{ status: string; error_comment: string }>(
    'SELECT status, error_comment FROM loans WHERE id = $1',
    [loans.dario],
  );
  expect(dario!.status).toBe('error');
  expect(dario!.error_comment.length).toBeGreaterThan(0);

  // 3. The bank money request: UTF-8 with BOM, RFC 4180, one row per loan (03 §4).
  const request1 = await downloadFrom(page, 'bank-request-download');
  expect(request1.download.suggestedFilename()).toMatch(/^solicitud_bancaria_\d{8}\.csv$/);
  expect([...request1.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = parse(request1.bytes, { bom: true, skip_empty_lines: true }) as string[][];
  const byLoan = new Map(csv.map((row) => [row[6], row]));
  for (const [who, amount] of [
    ['ana', '3000.00'],
    ['beto', '2500.00'],
    ['carla', '2000.00'],
  ] as const) {
    const row = byLoan.get(String(loans[who]));
    expect(row, `la fila del préstamo de ${who}`).toBeDefined();
    expect(row![0]).toBe(people[who].employee.controlNumber);
    expect(row![3]).toBe('072');
    expect(row![4]).toBe(BANORTE_ACCOUNT);
    expect(Number(row![5])).toBe(Number(amount));
  }
  expect(byLoan.has(String(loans.dario))).toBe(false);
  await expect(page.getByTestId('dispersion-card-summary')).toHaveText('3 préstamos aplicados por pagar');
  await expect(page.getByTestId('bank-request-card-warning')).toBeVisible();

  // 4. The Banorte file: 165-character records, CRLF, header totals equal to the details (03 §4).
  const banorte = await downloadFrom(page, 'dispersion-download');
  expect(banorte.download.suggestedFilename()).toMatch(new RegExp(`^NI${ISSUER}\\d{2}\\.PAG$`));
  const text = banorte.bytes.toString('latin1');
  expect(text.endsWith('\r\n')).toBe(true);
  const records = text.slice(0, -2).split('\r\n');
  expect(records.every((r) => r.length === 165)).toBe(true);
  expect(/^[\x20-\x7e]*$/.test(records.join(''))).toBe(true);
  const [header, ...details] = records as [string, ...string[]];
  expect(header.slice(0, 3)).toBe('HNE');
  expect(header.slice(3, 8)).toBe(ISSUER);
  expect(header.slice(16, 18)).toMatch(/^\d\d$/);
  expect(Number(header.slice(18, 24))).toBe(details.length);
  expect(details).toHaveLength(3);
  const detailTotal = details.reduce((sum, d) => sum + Number(d.slice(99, 114)), 0);
  expect(Number(header.slice(24, 39))).toBe(detailTotal);
  expect(detailTotal).toBe(Number(cents('7500.00')));
  for (const d of details) {
    expect(d[0]).toBe('D');
    expect(d.slice(114, 117)).toBe('072');
    expect(d.slice(117, 119)).toBe('01');
    expect(d.slice(119, 137)).toBe(BANORTE_ACCOUNT.padStart(18, '0'));
  }
  expect(details.map((d) => Number(d.slice(99, 114))).sort()).toEqual(
    ['2000.00', '2500.00', '3000.00'].map((a) => Number(cents(a))).sort(),
  );

  // 5. The history keeps both files.
  await page.getByTestId('treasury-tabs').getByText('Historial de archivos').click();
  await expect(page.getByTestId('history-table').locator('tbody tr')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'tesorería: historial de archivos');
  await page.getByTestId('treasury-tabs').getByText('Empleados dados de baja').click();
  await expect(page.getByTestId('terminated-table')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'tesorería: empleados dados de baja');
  await page.getByTestId('treasury-tabs').getByText('Préstamos pendientes').click();

  // 6. Two loans confirmed in bulk; Ana's /my-credit shows her schedule.
  await page.getByTestId('bulk-confirm').click();
  await expect(page.getByTestId('toast-error').filter({ hasText: 'Selecciona al menos un préstamo' })).toBeVisible();
  await page.getByTestId(`row-select-${loans.ana}`).check();
  await page.getByTestId(`row-select-${loans.beto}`).check();
  await page.getByTestId('bulk-confirm').click();
  const confirmDialog = page.getByTestId('confirm-loans-dialog');
  await expect(confirmDialog).toContainText('2 préstamos');
  await dialogSettled(page);
  await expectNoSeriousA11yViolations(page, 'tesorería: confirmar depósito');
  await confirmDialog.getByTestId('confirm-loans-ok').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: '2 préstamos confirmados' })).toBeVisible();
  await expect(page.getByTestId(`pending-row-${loans.ana}`)).toHaveCount(0);
  await expect(page.getByTestId(`pending-row-${loans.beto}`)).toHaveCount(0);

  const anaPage = await signedInPage(browser, people.ana.employee.tin, E2E_PASSWORD);
  await anaPage.goto('/my-credit');
  await expect(anaPage.getByTestId('loan-status')).toHaveText('Confirmado');
  await expect(anaPage.getByTestId('payment-schedule')).toBeVisible();
  await expect(anaPage.getByTestId('schedule-row-1')).toBeVisible();
  await anaPage.close();

  // 7. Carla's deposit failed: reported with a comment (required).
  await page.getByTestId(`treasury-row-menu-${loans.carla}`).click();
  await page.getByTestId('treasury-row-report').click();
  const reportDialog = page.getByTestId('report-error-dialog');
  await reportDialog.getByTestId('report-error-ok').click();
  await expect(reportDialog).toContainText('El comentario es obligatorio');
  await dialogSettled(page);
  await expectNoSeriousA11yViolations(page, 'tesorería: reportar error');
  await reportDialog.getByTestId('report-error-comment').fill('El banco rechazó el depósito: cuenta bloqueada');
  await reportDialog.getByTestId('report-error-ok').click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Error reportado en 1 préstamo' })).toBeVisible();
  await expect(page.getByTestId(`pending-row-${loans.carla}`)).toHaveCount(0);

  // HR notifies Carla; she completes the documentation from /my-credit.
  await hr.put(`/api/loans/${loans.carla}/notify-employee`, { company_id: company.id });
  const carlaPage = await signedInPage(browser, people.carla.employee.tin, E2E_PASSWORD);
  await carlaPage.goto('/my-credit');
  await expect(carlaPage.getByTestId('loan-error-comment')).toHaveText(
    'El banco rechazó el depósito: cuenta bloqueada',
  );
  await carlaPage.getByTestId('release-error-button').click();
  await expect(carlaPage.getByTestId('loan-status')).toHaveText('Documentación completada');
  await carlaPage.close();

  // 8. Back in treasury's list, ready for the next bank request.
  await page.reload();
  const carlaRow = page.getByTestId(`pending-row-${loans.carla}`);
  await expect(carlaRow).toContainText('Documentación completada');
  await expect(page.getByTestId('bank-request-card-summary')).toHaveText('1 préstamo por solicitar');

  // 9. HR terminates Ana (a confirmed loan): treasury's notice opens the terminated-employees tab.
  await hr.put(`/api/employees/${people.ana.employee.id}/deactivate-with-savings`, {
    company_id: company.id,
    totalSavings: '1200.00',
  });
  await page.reload();
  await page.getByTestId('notifications-bell').click();
  await page
    .getByTestId('notifications-popup')
    .getByTestId(/^notification-item-/)
    .filter({ hasText: 'Baja de un empleado' })
    .filter({ hasText: 'Ana Depósito Uno' })
    .click();
  await expect(page).toHaveURL(/\/treasury\?tab=terminated$/);
  const anaRow = page.getByTestId(`terminated-row-${people.ana.employee.id}`);
  await expect(anaRow).toContainText('$1,200.00');
  const termination = await downloadFrom(page, `termination-doc-${people.ana.employee.id}`);
  expect(termination.download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(termination.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.mouse.move(0, 0); // axe reads the button at rest, not hovered
  await expectNoSeriousA11yViolations(page, 'tesorería: empleados dados de baja con datos');
  await page.getByTestId('treasury-tabs').getByText('Préstamos pendientes').click();

  // 10. At 768 px the screen fits without sideways scrolling of the page.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(page.getByTestId('bank-request-card')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, 'tesorería a 768 px');
});
