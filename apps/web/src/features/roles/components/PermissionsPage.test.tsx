import { BACK_OFFICE_ERRORS } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makePermission, permissionId, rolesServer, SYSTEM_PERMISSIONS } from '../testing/rolesFixtures';
import { PermissionsPage } from './PermissionsPage';

afterEach(() => notifications.clean());

function renderPage() {
  return renderWithProviders(<PermissionsPage />, { path: '/permissions' });
}

describe('PermissionsPage', () => {
  it('lists every permission with what it grants and how many roles hold it', async () => {
    rolesServer({ permissions: [...SYSTEM_PERMISSIONS.slice(0, 5), makePermission(11)] });
    renderPage();
    const custom = await screen.findByTestId('permission-row-11');
    expect(custom).toHaveTextContent('ver_reportes_11');
    expect(custom).toHaveTextContent('Ver reportes');
    expect(custom).toHaveTextContent('Endpoint · Préstamos · Lectura');
    const credits = screen.getByTestId(`permission-row-${permissionId('manage_credits')}`);
    expect(credits).toHaveTextContent('Gestionar créditos');
    expect(credits).toHaveTextContent('Del sistema');
    expect(credits).toHaveTextContent('Endpoint · Préstamos · Todas');
    await expectNoAxeViolations();
  });

  it('create: name, description and the resource are required; the grant is chosen from the lists', async () => {
    const bodies: unknown[] = [];
    rolesServer();
    server.use(
      mswHttp.post('/api/permissions', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makePermission(12), { status: 201 });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('permissions-create'));
    const dialog = await screen.findByRole('dialog', { name: 'Crear permiso' });
    await user.click(within(dialog).getByTestId('permission-form-save'));
    expect(await within(dialog).findAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(bodies).toEqual([]);
    await expectNoAxeViolations();

    await user.type(within(dialog).getByTestId('permission-name'), 'ver_tesoreria');
    await user.type(within(dialog).getByTestId('permission-description'), 'Consulta tesorería');
    await user.selectOptions(within(dialog).getByTestId('permission-type'), 'ENTITY');
    await user.selectOptions(within(dialog).getByTestId('permission-resource'), 'treasury');
    await user.selectOptions(within(dialog).getByTestId('permission-action'), 'READ');
    await user.click(within(dialog).getByTestId('permission-form-save'));
    expect(await screen.findByText('Permiso creado correctamente')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'ver_tesoreria',
        description: 'Consulta tesorería',
        type: 'ENTITY',
        resource: 'treasury',
        action: 'READ',
      },
    ]);
  });

  it('a built-in permission changes only its description: its name is read only, its grants shown', async () => {
    const bodies: unknown[] = [];
    rolesServer();
    server.use(
      mswHttp.put('/api/permissions/:id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makePermission(3));
      }),
    );
    renderPage();
    const user = userEvent.setup();
    const id = permissionId('manage_credits');
    await user.click(await screen.findByTestId(`permission-menu-${id}`));
    expect(await screen.findByTestId(`permission-menu-${id}-delete`)).toBeDisabled();
    expect(screen.getByTestId(`permission-menu-${id}-delete-reason`)).toHaveTextContent(
      'Los permisos del sistema conservan su nombre',
    );
    await user.click(screen.getByTestId(`permission-menu-${id}-edit`));
    const dialog = await screen.findByRole('dialog', { name: 'Editar permiso' });
    expect(within(dialog).getByTestId('permission-name')).toHaveAttribute('readonly');
    expect(within(dialog).queryByTestId('permission-grant')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('permission-builtin-grants')).toHaveTextContent('Endpoint · Préstamos · Todas');
    const description = within(dialog).getByTestId('permission-description');
    await user.clear(description);
    await user.type(description, 'Créditos de la empresa');
    await user.click(within(dialog).getByTestId('permission-form-save'));
    expect(await screen.findByText('Permiso actualizado correctamente')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'manage_credits', description: 'Créditos de la empresa' }]);
  });

  it('a permission a role holds cannot be deleted; a refusal of the server shows in the dialog', async () => {
    rolesServer({ permissions: [makePermission(11, { roleCount: 1 }), makePermission(12)] });
    server.use(
      mswHttp.delete('/api/permissions/:id', () =>
        HttpResponse.json({ error: 'permission_in_use', message: 'en uso' }, { status: 409 }),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('permission-menu-11'));
    expect(await screen.findByTestId('permission-menu-11-delete')).toBeDisabled();
    await user.keyboard('{Escape}');

    await user.click(screen.getByTestId('permission-menu-12'));
    await user.click(await screen.findByTestId('permission-menu-12-delete'));
    const dialog = await screen.findByTestId('permission-delete-dialog');
    await user.click(await within(dialog).findByTestId('permission-delete-confirm'));
    expect(await within(dialog).findByTestId('permission-delete-error')).toHaveTextContent(
      BACK_OFFICE_ERRORS.permission_in_use.message,
    );
  });
});
