import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { permissionId, rolesServer } from '../testing/rolesFixtures';
import { RolePermissionsPage } from './RolePermissionsPage';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/role-permissions/:id" element={<RolePermissionsPage />} />
    </Routes>,
    { path },
  );
}

describe('RolePermissionsPage', () => {
  it("shows the role's permissions, the pages they open, and its users", async () => {
    const asked = rolesServer({
      users: {
        total: 3,
        users: [
          { id: 31, tin: 'RRHH800101AA1', name: 'Rosa Hernández', email: 'rosa@bajio.mx', isActive: true },
          { id: 32, tin: 'RRHH800101AA2', name: null, email: null, isActive: false },
        ],
      },
    });
    renderAt('/role-permissions/2');
    expect(await screen.findByTestId('role-title')).toHaveTextContent('Permisos del rol «hr»');
    const credits = await screen.findByTestId(`role-held-${permissionId('manage_credits')}`);
    expect(credits).toHaveTextContent('Gestionar créditos');
    expect(credits).toHaveTextContent('Créditos');
    expect(screen.queryByTestId(`role-held-${permissionId('manage_treasury')}`)).not.toBeInTheDocument();
    expect(await screen.findByTestId('role-user-31')).toHaveTextContent('Rosa Hernández');
    expect(screen.getByTestId('role-user-31')).toHaveTextContent('Activo');
    expect(screen.getByTestId('role-user-32')).toHaveTextContent('Sin acceso');
    expect(screen.getByTestId('role-users-total')).toHaveTextContent('3');
    expect(asked).toEqual(expect.arrayContaining(['/api/roles/2', '/api/roles/2/permissions', '/api/roles/2/users']));
    await expectNoAxeViolations();
  });

  it('a role without permissions or users says so', async () => {
    rolesServer();
    renderAt('/role-permissions/6');
    expect(await screen.findByTestId('role-held-empty')).toHaveTextContent('Este rol no tiene permisos.');
    expect(await screen.findByTestId('table-empty')).toHaveTextContent(
      'Ningún usuario de tus empresas tiene este rol.',
    );
  });

  it('an unknown role or a malformed id shows the not-found message', async () => {
    rolesServer();
    renderAt('/role-permissions/99');
    expect(await screen.findByTestId('role-load-error', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('a malformed id asks for nothing', async () => {
    const asked = rolesServer();
    renderAt('/role-permissions/abc');
    expect(await screen.findByTestId('role-load-error')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
