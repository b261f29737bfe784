import { BACK_OFFICE_ERRORS, type RoleDefaultsReport } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { rolesServer } from '../testing/rolesFixtures';
import { RoleDefaultsPage } from './RoleDefaultsPage';

afterEach(() => notifications.clean());

function line(roleId: number, name: string, overrides: Partial<RoleDefaultsReport> = {}): RoleDefaultsReport {
  return { roleId, name, defaults: [], current: [], missing: [], extra: [], matches: true, ...overrides };
}

const drifted = {
  roles: [
    line(1, 'employee', { defaults: ['view_offers', 'view_my_credit'], current: ['view_offers', 'view_my_credit'] }),
    line(2, 'hr', {
      defaults: ['view_offers', 'view_my_credit', 'manage_credits', 'manage_employees'],
      current: ['view_offers', 'view_my_credit', 'manage_credits', 'manage_treasury'],
      missing: ['manage_employees'],
      extra: ['manage_treasury'],
      matches: false,
    }),
    line(3, 'treasury'),
    line(4, 'admin'),
    line(5, 'super_admin'),
  ],
};

function renderPage() {
  return renderWithProviders(<RoleDefaultsPage />, { path: '/role-permissions-setup' });
}

describe('RoleDefaultsPage', () => {
  it('shows the defaults of the five roles, admin included, before any verify, and asks for nothing', async () => {
    const asked = rolesServer();
    renderPage();
    const admin = await screen.findByTestId('defaults-admin-defaults');
    expect(admin).toHaveTextContent('manage_access');
    expect(admin).not.toHaveTextContent('manage_auth');
    expect(screen.getByTestId('defaults-super_admin-defaults')).toHaveTextContent('manage_auth');
    expect(screen.getByTestId('defaults-hr-defaults')).toHaveTextContent('manage_employees');
    expect(screen.getByTestId('defaults-employee')).toHaveTextContent('Solicitante');
    expect(screen.getByTestId('defaults-not-verified')).toBeInTheDocument();
    expect(screen.queryByTestId('defaults-hr-reset')).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    await expectNoAxeViolations();
  });

  it('verify lists the missing and extra permissions per role; a per-role reset asks first and fixes it', async () => {
    const resets: string[] = [];
    const asked = rolesServer({ verify: drifted });
    server.use(
      mswHttp.post('/api/roles/:id/defaults/reset', ({ params }) => {
        resets.push(String(params.id));
        return HttpResponse.json(
          line(2, 'hr', { defaults: drifted.roles[1]!.defaults, current: drifted.roles[1]!.defaults }),
        );
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('defaults-verify'));
    expect(await screen.findByTestId('defaults-hr-missing')).toHaveTextContent('manage_employees');
    expect(screen.getByTestId('defaults-hr-extra')).toHaveTextContent('manage_treasury');
    expect(screen.getByTestId('defaults-hr-status')).toHaveTextContent('Difiere de los predeterminados');
    expect(screen.getByTestId('defaults-employee-status')).toHaveTextContent('Coincide con los predeterminados');
    expect(screen.getByTestId('defaults-employee-missing')).toHaveTextContent('Ninguno');
    expect(screen.getByTestId('defaults-employee-reset')).toBeDisabled();
    expect(asked).toEqual(['/api/roles/defaults/verify']);
    await expectNoAxeViolations();

    await user.click(screen.getByTestId('defaults-hr-reset'));
    const dialog = await screen.findByTestId('defaults-reset-dialog');
    expect(dialog).toHaveTextContent('Los permisos del rol «Recursos humanos» volverán a sus predeterminados');
    expect(resets).toEqual([]);
    await user.click(within(dialog).getByTestId('defaults-reset-confirm'));
    expect(
      await screen.findByText('Se restablecieron los permisos predeterminados de Recursos humanos'),
    ).toBeInTheDocument();
    expect(resets).toEqual(['2']);
    await waitFor(() =>
      expect(screen.getByTestId('defaults-hr-status')).toHaveTextContent('Coincide con los predeterminados'),
    );
    expect(screen.getByTestId('defaults-hr-extra')).toHaveTextContent('Ninguno');
  });

  it('reset-all asks first, then shows the report it answers and a success toast', async () => {
    let resets = 0;
    rolesServer({ verify: drifted });
    server.use(
      mswHttp.post('/api/roles/defaults/reset', () => {
        resets += 1;
        return HttpResponse.json({
          roles: drifted.roles.map((r) => ({ ...r, missing: [], extra: [], matches: true })),
        });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('defaults-reset-all'));
    const dialog = await screen.findByTestId('defaults-reset-dialog');
    expect(dialog).toHaveTextContent('Los permisos de los cinco roles del sistema volverán a sus predeterminados');
    await user.click(within(dialog).getByTestId('confirm-cancel'));
    expect(resets).toBe(0);

    await user.click(screen.getByTestId('defaults-reset-all'));
    await user.click(
      await within(await screen.findByTestId('defaults-reset-dialog')).findByTestId('defaults-reset-confirm'),
    );
    expect(
      await screen.findByText('Se restablecieron los permisos predeterminados de todos los roles'),
    ).toBeInTheDocument();
    expect(resets).toBe(1);
    expect(await screen.findByTestId('defaults-hr-status')).toHaveTextContent('Coincide con los predeterminados');
  });

  it("a failed verify or reset shows the server's message in an error toast", async () => {
    rolesServer();
    server.use(
      mswHttp.get('/api/roles/defaults/verify', () =>
        HttpResponse.json({ error: 'forbidden', message: 'No tienes permiso' }, { status: 403 }),
      ),
      mswHttp.post('/api/roles/defaults/reset', () =>
        HttpResponse.json({ error: 'access_lockout', message: 'x' }, { status: 409 }),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('defaults-verify'));
    expect(await screen.findByTestId('toast-error')).toBeInTheDocument();
    expect(screen.queryByTestId('defaults-hr-status')).not.toBeInTheDocument();
    notifications.clean();

    await user.click(screen.getByTestId('defaults-reset-all'));
    await user.click(
      await within(await screen.findByTestId('defaults-reset-dialog')).findByTestId('defaults-reset-confirm'),
    );
    expect(await screen.findByText(BACK_OFFICE_ERRORS.access_lockout.message)).toBeInTheDocument();
  });
});
