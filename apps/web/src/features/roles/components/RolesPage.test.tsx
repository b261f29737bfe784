import { BACK_OFFICE_ERRORS } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeRole, permissionId, rolesServer, SYSTEM_ROLES } from '../testing/rolesFixtures';
import { RolesPage } from './RolesPage';

afterEach(() => notifications.clean());

const openMenu = async (user: ReturnType<typeof userEvent.setup>, roleId: number) => {
  await user.click(await screen.findByTestId(`role-menu-${roleId}`));
  // The dropdown opens with a transition: wait for its first item.
  return screen.findByTestId(`role-menu-${roleId}-edit`, {}, { timeout: 8000 });
};

describe('RolesPage: the table', () => {
  it('lists id, name and description of every role, built-in ones marked, with the link to the defaults', async () => {
    rolesServer();
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const row = await screen.findByTestId('role-row-6');
    expect(row).toHaveTextContent('6');
    expect(row).toHaveTextContent('auditor_6');
    expect(row).toHaveTextContent('Revisa créditos');
    expect(row).not.toHaveTextContent('Del sistema');
    const hr = screen.getByTestId('role-row-2');
    expect(hr).toHaveTextContent('hr');
    expect(hr).toHaveTextContent('Recursos humanos');
    expect(hr).toHaveTextContent('Del sistema');
    expect(screen.getByTestId('roles-setup-link')).toHaveAttribute('href', '/role-permissions-setup');
    await expectNoAxeViolations();
  });

  it('a failed load says so and loads again on «Reintentar»', async () => {
    let fail = true;
    rolesServer();
    server.use(
      mswHttp.get('/api/roles', () =>
        fail ? new HttpResponse(null, { status: 500 }) : HttpResponse.json([makeRole(6)]),
      ),
    );
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    expect(await screen.findByTestId('table-error', {}, { timeout: 10000 })).toHaveTextContent(
      'No fue posible cargar los roles',
    );
    fail = false;
    await user.click(screen.getByTestId('table-retry'));
    expect(await screen.findByTestId('role-row-6')).toBeInTheDocument();
  });

  it('a built-in role cannot be deleted (the item says why) and keeps its name when edited', async () => {
    rolesServer();
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    await openMenu(user, 2);
    expect(screen.getByTestId('role-menu-2-delete')).toBeDisabled();
    expect(screen.getByTestId('role-menu-2-delete-reason')).toHaveTextContent(
      'Los roles del sistema no se pueden renombrar ni eliminar.',
    );
    await user.click(screen.getByTestId('role-menu-2-edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar rol' });
    expect(within(dialog).getByTestId('role-name')).toHaveAttribute('readonly');
    expect(dialog).toHaveTextContent('Los roles del sistema conservan su nombre');
  });

  it('a custom role with users cannot be deleted either', async () => {
    rolesServer({ roles: [makeRole(6, { userCount: 2 })] });
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    await openMenu(user, 6);
    expect(screen.getByTestId('role-menu-6-delete')).toBeDisabled();
    expect(screen.getByTestId('role-menu-6-delete-reason')).toHaveTextContent(
      'Un rol con usuarios no se puede eliminar',
    );
  });
});

describe('RolesPage: create', () => {
  it('name and description are required; a valid role is posted and the list read again', async () => {
    const bodies: unknown[] = [];
    const asked = rolesServer();
    server.use(
      mswHttp.post('/api/roles', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(makeRole(7, { name: 'auditor', description: 'Audita' }), { status: 201 });
      }),
    );
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    await screen.findByTestId('role-row-6');
    await user.click(screen.getByTestId('roles-create'));
    const dialog = await screen.findByRole('dialog', { name: 'Crear rol' });
    await user.click(within(dialog).getByTestId('role-form-save'));
    expect(await within(dialog).findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByTestId('role-name'), '  auditor ');
    await user.type(within(dialog).getByTestId('role-description'), 'Audita');
    const listReads = asked.filter((p) => p === '/api/roles').length;
    await user.click(within(dialog).getByTestId('role-form-save'));
    expect(await screen.findByText('Rol creado correctamente')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'auditor', description: 'Audita' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crear rol' })).not.toBeInTheDocument());
    await waitFor(() => expect(asked.filter((p) => p === '/api/roles').length).toBeGreaterThan(listReads));
  });

  it("a taken name is shown beside the name, in the server's words", async () => {
    rolesServer();
    server.use(
      mswHttp.post('/api/roles', () =>
        HttpResponse.json({ error: 'role_name_taken', message: 'Ya existe un rol con ese nombre.' }, { status: 409 }),
      ),
    );
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('roles-create'));
    const dialog = await screen.findByRole('dialog', { name: 'Crear rol' });
    await user.type(within(dialog).getByTestId('role-name'), 'hr');
    await user.type(within(dialog).getByTestId('role-description'), 'Otra');
    await user.click(within(dialog).getByTestId('role-form-save'));
    expect(await within(dialog).findByText('Ya existe un rol con ese nombre.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('role-form-save')).not.toBeDisabled();
  });
});

describe('RolesPage: the permissions dialog', () => {
  it('lists every permission with the role’s own checked and saves the checked ids', async () => {
    const bodies: unknown[] = [];
    rolesServer({ roles: [makeRole(6, { permissionIds: [permissionId('view_offers')] })] });
    server.use(
      mswHttp.put('/api/roles/:id/permissions', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    await openMenu(user, 6);
    await user.click(screen.getByTestId('role-menu-6-permissions'));
    const dialog = await screen.findByRole('dialog', { name: 'Permisos del rol auditor_6' });
    await within(dialog).findByRole('checkbox', { name: /ver_reportes_11/ });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(11);
    expect(within(dialog).getByRole('checkbox', { name: /view_offers/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /manage_credits/ })).not.toBeChecked();
    await expectNoAxeViolations();

    await user.click(within(dialog).getByRole('checkbox', { name: /ver_reportes_11/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /manage_credits/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /view_offers/ }));
    await user.click(within(dialog).getByTestId('role-permissions-save'));
    expect(await screen.findByText('Permisos del rol actualizados correctamente')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: '6', body: { permissionIds: [permissionId('manage_credits'), 11] } }]);
  });

  it('a guard-rail refusal stays in the dialog with the server’s message', async () => {
    rolesServer();
    server.use(
      mswHttp.put('/api/roles/:id/permissions', () =>
        HttpResponse.json(
          { error: 'access_lockout', message: 'El cambio dejaría al sistema sin ningún usuario activo…' },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    await openMenu(user, 4);
    await user.click(screen.getByTestId('role-menu-4-permissions'));
    const dialog = await screen.findByRole('dialog', { name: 'Permisos del rol admin' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /manage_access/ }));
    await user.click(within(dialog).getByTestId('role-permissions-save'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BACK_OFFICE_ERRORS.access_lockout.message);
  });

  it('the full-access role keeps what it holds: its boxes are checked and locked', async () => {
    rolesServer();
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    await openMenu(user, 5);
    await user.click(screen.getByTestId('role-menu-5-permissions'));
    const dialog = await screen.findByRole('dialog', { name: 'Permisos del rol super_admin' });
    expect(await within(dialog).findByTestId('role-permissions-keeps-all')).toBeInTheDocument();
    const held = within(dialog).getByRole('checkbox', { name: /manage_auth/ });
    expect(held).toBeChecked();
    expect(held).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /ver_reportes_11/ })).not.toBeDisabled();
    expect(SYSTEM_ROLES[4]!.permissionIds).toContain(permissionId('manage_auth'));
  });
});

describe('RolesPage: delete', () => {
  it('asks first, deletes, and says so', async () => {
    const deleted: string[] = [];
    rolesServer();
    server.use(
      mswHttp.delete('/api/roles/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    await openMenu(user, 6);
    await user.click(screen.getByTestId('role-menu-6-delete'));
    const dialog = await screen.findByTestId('role-delete-dialog');
    expect(dialog).toHaveTextContent('¿Eliminar el rol «auditor_6»?');
    expect(deleted).toEqual([]);
    await user.click(await within(dialog).findByTestId('role-delete-confirm'));
    expect(await screen.findByText('Rol eliminado correctamente')).toBeInTheDocument();
    expect(deleted).toEqual(['6']);
  });

  it('a refusal of the server (the role got users meanwhile) is shown in the dialog', async () => {
    rolesServer();
    server.use(
      mswHttp.delete('/api/roles/:id', () =>
        HttpResponse.json({ error: 'role_has_users', message: 'No se puede eliminar el rol' }, { status: 409 }),
      ),
    );
    renderWithProviders(<RolesPage />, { path: '/roles' });
    const user = userEvent.setup();
    await openMenu(user, 6);
    await user.click(screen.getByTestId('role-menu-6-delete'));
    const dialog = await screen.findByTestId('role-delete-dialog');
    await user.click(await within(dialog).findByTestId('role-delete-confirm'));
    expect(await within(dialog).findByTestId('role-delete-error')).toHaveTextContent(
      BACK_OFFICE_ERRORS.role_has_users.message,
    );
  });
});
