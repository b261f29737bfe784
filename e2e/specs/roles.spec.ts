/**
 * Roles end to end (spec 02 "Roles", decisions 076 and 077) against the real server: the admin
 * creates a role on /roles, gives it exactly two permissions in the permissions dialog, and gives
 * it to a person through the employee drawer on /employees. That person signs in and the menu
 * shows exactly the pages those two permissions open, read from the domain's table (pagesFor),
 * not from a hand list. axe on /roles, the create-role and permissions dialogs,
 * /role-permissions/{id} and /permissions.
 * The role is a new one and the person is new: no other spec reads either, and no built-in
 * role changes here (the defaults journey is roles-defaults.spec.ts).
 */
import type { Page } from '@playwright/test';
import { pagesFor, type PermissionName } from '@abono/domain';
import { COMPANIES } from '../fixtures/accounts';
import { E2E_PASSWORD } from '../fixtures/api';
import { sql, uniqueSuffix } from '../fixtures/db';
import { selectCompany } from '../fixtures/employees';
import { employeeWithAccount } from '../fixtures/people';
import { expect, signedInPage, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations, type A11yImpact } from '../fixtures/ui';

const ADMIN_TIN = 'ADMI800101AA1';
const A11Y: A11yImpact[] = ['moderate', 'serious', 'critical'];
/**
 * The role's two permissions: offers keep the person's landing page (/) theirs, and
 * manage_settings opens two pages (settings and products), so the menu is only right when it
 * follows the domain's permission → pages table.
 */
const GRANTED: readonly PermissionName[] = ['view_offers', 'manage_settings'];

/** The side menu's page keys, in the order shown. */
async function menuKeys(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  return menu
    .locator('[data-testid^="menu-item-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('menu-item-', '')));
}

test('an admin creates a role with two permissions, gives it in the drawer; its holder sees just those pages', async ({
  browser,
  request,
}) => {
  // Two signed-in people, a drawer and six axe runs on a shared machine: more than the default minute.
  test.setTimeout(180_000);
  const account = await employeeWithAccount(request, COMPANIES.bajio, `Renata Rol ${uniqueSuffix()}`);
  const roleName = `Configuración E2E ${uniqueSuffix()}`;
  const admin = await signedInPage(browser, ADMIN_TIN);

  // /roles from the menu, then the create dialog.
  await admin.getByTestId('side-menu').getByRole('link', { name: 'Roles' }).click();
  await expect(admin).toHaveURL(/\/roles$/);
  await expect(admin.getByTestId('roles-table')).toBeVisible();
  await admin.mouse.move(0, 0); // axe reads the menu link at rest, not hovered
  await expectNoSeriousA11yViolations(admin, '/roles', A11Y);

  await admin.getByTestId('roles-create').click();
  const form = admin.getByRole('dialog', { name: 'Crear rol' });
  await expect(form).toBeVisible();
  // Both fields are required: an empty form is refused beside them, nothing is sent.
  await form.getByTestId('role-form-save').click();
  await expect(form.getByText('Este campo es obligatorio')).toHaveCount(2);
  await form.getByTestId('role-name').fill(roleName);
  await form.getByTestId('role-description').fill('Ofertas y configuración de la empresa');
  await expect(form.getByText('Este campo es obligatorio')).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin, 'el diálogo de crear rol', A11Y);
  await form.getByTestId('role-form-save').click();
  await expect(admin.getByTestId('toast-success').last()).toContainText('Rol creado correctamente');
  await expect(form).toBeHidden();
  const [role] = await sql<{ id: number; description: string }>('SELECT id, description FROM roles WHERE name = $1', [
    roleName,
  ]);
  expect(role?.description).toBe('Ofertas y configuración de la empresa');
  const row = admin.getByTestId(`role-row-${role!.id}`);
  await expect(row).toContainText(roleName);

  // The permissions dialog: every permission a checkbox, none checked for a new role; exactly two given.
  await admin.getByTestId(`role-menu-${role!.id}`).click();
  await admin.getByTestId(`role-menu-${role!.id}-permissions`).click();
  const dialog = admin.getByRole('dialog', { name: `Permisos del rol ${roleName}` });
  await expect(dialog).toBeVisible();
  const [catalogue] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM permissions');
  await expect(dialog.getByRole('checkbox')).toHaveCount(catalogue!.n);
  await expect(dialog.getByTestId('role-permissions-count')).toHaveText('Seleccionados: 0');
  for (const name of GRANTED) await dialog.getByRole('checkbox', { name, exact: true }).check();
  await expect(dialog.getByTestId('role-permissions-count')).toHaveText('Seleccionados: 2');
  await expectNoSeriousA11yViolations(admin, 'el diálogo de permisos del rol', A11Y);
  await dialog.getByTestId('role-permissions-save').click();
  await expect(admin.getByTestId('toast-success').last()).toContainText('Permisos del rol actualizados correctamente');
  await expect(dialog).toBeHidden();
  const held = await sql<{ name: string }>(
    `SELECT p.name FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
      WHERE rp.role_id = $1 ORDER BY p.name`,
    [role!.id],
  );
  expect(held.map((p) => p.name)).toEqual([...GRANTED].sort());

  // The employee drawer (HR's screen, which the admin also manages): the role select offers the new role.
  await admin.getByTestId('side-menu').getByRole('link', { name: 'Empleados' }).click();
  await selectCompany(admin, COMPANIES.bajio);
  await expect(admin.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
  const search = admin.getByTestId('employees-search');
  await search.fill(account.employee.controlNumber);
  await search.press('Enter');
  await expect(admin.getByTestId(`employee-row-${account.employee.controlNumber}`)).toContainText(
    account.employee.name,
  );
  await admin.getByTestId(`employee-menu-${account.employee.id}`).click();
  await admin.getByTestId('employee-action-edit').click();
  const panel = admin.getByRole('dialog', { name: 'Editar empleado' });
  const roleSelect = panel.getByTestId('employee-role');
  await expect(roleSelect).toBeEnabled();
  await roleSelect.selectOption({ label: roleName });
  await panel.getByTestId('employee-save').click();
  await expect(admin.getByText('Empleado actualizado')).toBeVisible();
  await expect(panel).toBeHidden();
  const [user] = await sql<{ role_id: number }>('SELECT role_id FROM users WHERE id = $1', [account.userId]);
  expect(user?.role_id).toBe(role!.id);

  // /role-permissions/{id}: the two permissions and the person who now holds the role.
  await admin.goto(`/role-permissions/${role!.id}`);
  await expect(admin.getByTestId('role-title')).toHaveText(`Permisos del rol «${roleName}»`);
  await expect(admin.getByTestId('role-held').getByRole('row')).toHaveCount(1 + GRANTED.length);
  await expect(admin.getByTestId(`role-user-${account.userId}`)).toContainText(account.employee.tin);
  await expectNoSeriousA11yViolations(admin, '/role-permissions/{id}', A11Y);

  await admin.getByTestId('side-menu').getByRole('link', { name: 'Permisos' }).click();
  await expect(admin).toHaveURL(/\/permissions$/);
  await expect(admin.getByTestId('permissions-table')).toBeVisible();
  // What each permission grants, in words: manage_access's audit-log grant included.
  await expect(admin.getByTestId('permissions-table')).toContainText('Endpoint · Bitácora · Lectura');
  await admin.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(admin, '/permissions', A11Y);

  // The holder signs in: exactly the pages of the two permissions ("my credit" only shows with an
  // active loan, which this person has not), and the roles screen stays closed.
  const expected = pagesFor(GRANTED).filter((page) => page !== 'loan');
  const holder = await signedInPage(browser, account.employee.tin, E2E_PASSWORD);
  await expect(holder.getByTestId('side-menu').locator('[data-testid^="menu-item-"]')).toHaveCount(expected.length);
  expect(await menuKeys(holder)).toEqual(expected);
  await holder.goto('/roles');
  await expect(holder).toHaveURL(/\/unauthorized$/);

  await holder.context().close();
  await admin.context().close();
});
