/**
 * The default permissions per role end to end (spec 02 "Default-permissions screen", 03 §5,
 * decisions 076 and 077): the admin takes one permission away from a built-in role in the
 * permissions dialog, «Verificar todos» on /role-permissions-setup lists it as missing for that
 * role only, the role's own «Restablecer» puts it back, and a new verify finds no drift at all.
 * axe on the setup screen before and after a verify, and with the reset's confirmation open.
 *
 * Which role drifts, and why it is safe while other specs run on the same server: `treasury`
 * loses `view_my_credit`. That permission only opens "Mi crédito" and the owner's grants on their
 * own loans; the demo treasury account has no loan (its menu never shows "Mi crédito", see
 * fixtures/accounts.ts) and every treasury journey uses manage_treasury / manage_settings, so
 * nothing another spec checks changes meanwhile. The menus, HR, admin and employee journeys
 * depend on the other roles, which stay untouched: the reset is the per-role one (a reset-all
 * would rewrite every built-in role under the other specs' feet). A custom role would not do:
 * the verify reports the built-in roles' defaults only. The role is put back in `finally` through
 * the API, whatever failed.
 */
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES, type RoleDefaultsVerify } from '@abono/domain';
import { DEMO_PASSWORD } from '../fixtures/accounts';
import { ApiActor } from '../fixtures/api';
import { sql } from '../fixtures/db';
import { expect, loginAs, test } from '../fixtures/test';
import { expectNoSeriousA11yViolations, type A11yImpact } from '../fixtures/ui';

const ADMIN_TIN = 'ADMI800101AA1';
const A11Y: A11yImpact[] = ['moderate', 'serious', 'critical'];
const DRIFTED_ROLE = 'treasury';
const DRIFTED_PERMISSION = 'view_my_credit';

test('the admin removes a permission from a built-in role, verify lists it missing, the reset puts it back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // four axe runs on a shared machine
  expect(DEFAULT_ROLE_PERMISSIONS[DRIFTED_ROLE]).toContain(DRIFTED_PERMISSION);
  const [role] = await sql<{ id: number }>('SELECT id FROM roles WHERE name = $1 AND is_system', [DRIFTED_ROLE]);
  const roleId = role!.id;
  const api = new ApiActor(request);
  await api.login(ADMIN_TIN, DEMO_PASSWORD);
  try {
    await loginAs(page, ADMIN_TIN);
    await page.goto('/roles');

    // The drift, through the roles screen's permissions dialog.
    await page.getByTestId(`role-menu-${roleId}`).click();
    await page.getByTestId(`role-menu-${roleId}-permissions`).click();
    const dialog = page.getByRole('dialog', { name: `Permisos del rol ${DRIFTED_ROLE}` });
    const box = dialog.getByRole('checkbox', { name: DRIFTED_PERMISSION, exact: true });
    await expect(box).toBeChecked();
    await box.uncheck();
    await dialog.getByTestId('role-permissions-save').click();
    await expect(page.getByTestId('toast-success').last()).toContainText('Permisos del rol actualizados correctamente');
    await expect(dialog).toBeHidden();

    // The setup screen shows the domain's defaults before any verify.
    await page.getByTestId('roles-setup-link').click();
    await expect(page).toHaveURL(/\/role-permissions-setup$/);
    await expect(page.getByTestId('defaults-not-verified')).toBeVisible();
    for (const name of DEFAULT_ROLE_PERMISSIONS[DRIFTED_ROLE]) {
      await expect(page.getByTestId(`defaults-${DRIFTED_ROLE}-defaults`)).toContainText(name);
    }
    await expectNoSeriousA11yViolations(page, '/role-permissions-setup', A11Y);

    // Verify: the drifted role differs, missing exactly that permission, nothing extra.
    await page.getByTestId('defaults-verify').click();
    const status = page.getByTestId(`defaults-${DRIFTED_ROLE}-status`);
    await expect(status).toHaveText('Difiere de los predeterminados');
    const missing = page.getByTestId(`defaults-${DRIFTED_ROLE}-missing`);
    await expect(missing.getByRole('listitem')).toHaveCount(1);
    await expect(missing.getByRole('listitem')).toContainText(DRIFTED_PERMISSION);
    await expect(page.getByTestId(`defaults-${DRIFTED_ROLE}-extra`)).toContainText('Ninguno');
    await expect(page.getByTestId(`defaults-${DRIFTED_ROLE}-reset`)).toBeEnabled();
    await expectNoSeriousA11yViolations(page, '/role-permissions-setup verificado', A11Y);

    // The role's own reset, after its confirmation.
    await page.getByTestId(`defaults-${DRIFTED_ROLE}-reset`).click();
    const confirm = page.getByRole('dialog', { name: /^Restablecer los permisos de / });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'la confirmación de restablecer', A11Y);
    await page.getByTestId('defaults-reset-confirm').click();
    await expect(page.getByTestId('toast-success').last()).toContainText(
      'Se restablecieron los permisos predeterminados de',
    );
    await expect(confirm).toBeHidden();
    await expect(status).toHaveText('Coincide con los predeterminados');
    await expect(missing).toContainText('Ninguno');

    // A fresh verify: no role drifts any more.
    await page.getByTestId('defaults-verify').click();
    for (const name of ROLE_NAMES) {
      await expect(page.getByTestId(`defaults-${name}-status`)).toHaveText('Coincide con los predeterminados');
      await expect(page.getByTestId(`defaults-${name}-missing`)).toContainText('Ninguno');
      await expect(page.getByTestId(`defaults-${name}-extra`)).toContainText('Ninguno');
      await expect(page.getByTestId(`defaults-${name}-reset`)).toBeDisabled();
    }
    const report = await api.get<RoleDefaultsVerify>('/api/roles/defaults/verify');
    expect(report.roles.filter((r) => !r.matches)).toEqual([]);
  } finally {
    await api.post(`/api/roles/${roleId}/defaults/reset`, {});
  }
});
