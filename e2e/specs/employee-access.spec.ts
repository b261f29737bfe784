/**
 * Decision 041 end to end: account access from /employees (manage_auth, so the demo super admin;
 * HR lacks it, 03 §5). Revoking kills every session of the employee at once: their own browser,
 * in another context, is thrown to /login at its next request, and they cannot sign in until
 * access is granted again. The company access page toggles one company off and on, and the
 * server keeps what the switch shows.
 */
import type { Browser, Page } from '@playwright/test';
import { COMPANIES } from '../fixtures/accounts';
import { E2E_PASSWORD } from '../fixtures/api';
import { sql, uniqueSuffix } from '../fixtures/db';
import { selectCompany } from '../fixtures/employees';
import { employeeWithAccount } from '../fixtures/people';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations, type A11yImpact } from '../fixtures/ui';

const A11Y: A11yImpact[] = ['moderate', 'serious', 'critical'];
const SUPER_ADMIN = 'SADM800101AA1';

/** The super admin on /employees of Industrias del Bajío, the list narrowed to one control number. */
async function adminOnEmployee(page: Page, controlNumber: string): Promise<void> {
  await loginAs(page, SUPER_ADMIN);
  await selectCompany(page, COMPANIES.bajio);
  await page.goto('/employees');
  const box = page.getByTestId('employees-search');
  await box.fill(controlNumber);
  await box.press('Enter');
  // The search is in the address before the row is used: a new employee may already show on the
  // unsearched first page, and its link carries the list's address back (listLinkState).
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByTestId(`employee-row-${controlNumber}`)).toBeVisible();
}

/** A page of its own browser context (its own cookies: a different device of the employee). */
async function separatePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('abono.cookiesAccepted', 'true'));
  return page;
}

// Granting it again lets them back in.
test('revoking access throws the employee, logged in elsewhere, to /login', async ({ page, browser, request }) => {
  const account = await employeeWithAccount(request, COMPANIES.bajio, `Iván Revocado ${uniqueSuffix()}`);
  const { employee } = account;

  const employeePage = await separatePage(browser);
  try {
    await loginAs(employeePage, employee.tin, E2E_PASSWORD);
    await expect(employeePage.getByTestId('side-menu')).toBeVisible();

    await adminOnEmployee(page, employee.controlNumber);
    await expect(page.getByTestId(`access-${employee.id}`)).toHaveText('Activo');
    await page.getByTestId(`employee-menu-${employee.id}`).click();
    await page.getByTestId('employee-action-revoke_access').click();
    const dialog = page.getByRole('dialog', { name: 'Revocar acceso' });
    await expect(dialog).toContainText(employee.name);
    await expectNoSeriousA11yViolations(page, 'diálogo de revocar acceso', A11Y);
    await dialog.getByTestId('employee-action-confirm').click();
    await expect(page.getByText('Acceso revocado')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId(`access-${employee.id}`)).toHaveText('Inactivo');
    const [sessions] = await sql<{ live: number }>(
      `SELECT count(*)::int AS live FROM refresh_token_families WHERE user_id = $1 AND revoked_at IS NULL`,
      [account.userId],
    );
    expect(sessions!.live).toBe(0);

    // The employee's next request (opening the notifications page inside the app) fails and its
    // refresh too: the app lands on /login.
    await employeePage.getByTestId('notifications-bell').click();
    await expect(employeePage).toHaveURL(/\/login/);
    await expect(employeePage.getByTestId('auth-tin')).toBeVisible();
    // A reload does not bring the session back, and signing in is refused while revoked.
    await employeePage.reload();
    await expect(employeePage).toHaveURL(/\/login/);
    await employeePage.getByTestId('auth-tin').fill(employee.tin);
    await employeePage.getByTestId('auth-password').fill(E2E_PASSWORD);
    await employeePage.getByTestId('auth-submit').click();
    await expect(employeePage.getByText('Tu acceso está desactivado. Contacta a tu administrador.')).toBeVisible();
    await expect(employeePage).toHaveURL(/\/login/);

    // Granting access again: the employee signs in.
    await page.getByTestId(`employee-menu-${employee.id}`).click();
    await expect(page.getByTestId('employee-action-revoke_access')).toHaveCount(0);
    await page.getByTestId('employee-action-grant_access').click();
    const grant = page.getByRole('dialog', { name: 'Otorgar acceso' });
    await expect(grant).toContainText(employee.name);
    await grant.getByTestId('employee-action-confirm').click();
    await expect(grant).toBeHidden();
    await expect(page.getByText('Acceso otorgado')).toBeVisible();
    await expect(page.getByTestId(`access-${employee.id}`)).toHaveText('Activo');
    await loginAs(employeePage, employee.tin, E2E_PASSWORD);
    await expect(employeePage.getByTestId('side-menu')).toBeVisible();
  } finally {
    await employeePage.context().close();
  }
});

test('the company access page: title with the name, a company toggled off and on, kept by the server', async ({
  page,
  request,
}) => {
  const account = await employeeWithAccount(request, COMPANIES.bajio, `Julia Empresas ${uniqueSuffix()}`);
  const { employee } = account;
  const [pacifico] = await sql<{ id: number }>('SELECT id FROM companies WHERE name = $1', [COMPANIES.pacifico]);
  const pacificoId = pacifico!.id;
  // Company access is granted only to an account linked to a record of that company (03 §6,
  // decision 047): the person also works in Pacífico, linked there as an activation code links.
  await sql(
    `INSERT INTO employees (company_id, user_id, control_number, name, status, work_location, tin)
     VALUES ($1, $2, $3, $4, 'hired', 'Mazatlán', $5)`,
    [pacificoId, account.userId, `${employee.controlNumber}-P`.slice(0, 30), employee.name, employee.tin],
  );
  const grantedIds = async () =>
    (
      await sql<{ company_id: number }>(
        'SELECT company_id FROM user_companies WHERE user_id = $1 ORDER BY company_id',
        [account.userId],
      )
    ).map((r) => r.company_id);

  await adminOnEmployee(page, employee.controlNumber);
  await page.getByTestId(`employee-link-${employee.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${employee.id}/companies$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Empresas de ${employee.name}`);

  const table = page.getByTestId('companies-table');
  const bajio = table.getByRole('switch', { name: `Acceso de ${employee.name} a ${COMPANIES.bajio}` });
  const pacificoSwitch = table.getByRole('switch', { name: `Acceso de ${employee.name} a ${COMPANIES.pacifico}` });
  await expect(bajio).toBeChecked();
  await expect(pacificoSwitch).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, 'página de empresas del empleado', A11Y);

  // The search narrows the table to matching companies.
  await page.getByTestId('companies-search').fill('pacífico');
  await page.getByTestId('companies-search').press('Enter');
  await expect(table.getByRole('switch')).toHaveCount(1);
  await expect(pacificoSwitch).toBeVisible();
  await page.getByTestId('companies-search').fill('');
  await page.getByTestId('companies-search').press('Enter');
  await expect(bajio).toBeVisible();

  // Off: the server drops the company, and a reload shows the switch off.
  await pacificoSwitch.check();
  await expect(page.getByText('Acceso a la empresa otorgado')).toBeVisible();
  await expect(pacificoSwitch).toBeEnabled();
  await bajio.uncheck();
  await expect(page.getByText('Acceso a la empresa revocado')).toBeVisible();
  await expect(bajio).toBeEnabled();
  expect(await grantedIds()).toEqual([pacificoId]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Empresas de ${employee.name}`);
  await expect(bajio).not.toBeChecked();
  await expect(pacificoSwitch).toBeChecked();

  // On again, and Pacífico off: back to where it started, on the server and after a reload.
  await bajio.check();
  await expect(bajio).toBeEnabled();
  await expect(bajio).toBeChecked();
  await pacificoSwitch.uncheck();
  await expect(pacificoSwitch).toBeEnabled();
  await expect(pacificoSwitch).not.toBeChecked();
  await expect.poll(grantedIds).toEqual([employee.companyId]);
  await page.reload();
  await expect(bajio).toBeChecked();
  await expect(pacificoSwitch).not.toBeChecked();

  // The back button returns to the list as it was left.
  await page.getByTestId('companies-back').click();
  await expect(page).toHaveURL(/\/employees\?search=/);
  await expect(page.getByTestId(`employee-row-${employee.controlNumber}`)).toBeVisible();
});
