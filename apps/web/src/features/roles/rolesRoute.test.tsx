import { DEFAULT_ROLE_PERMISSIONS, grantsFor, pagesFor } from '@abono/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { sessionHandlers } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { rolesServer } from './testing/rolesFixtures';

const staff = (role: 'hr' | 'admin') =>
  makeUser({
    role,
    accessiblePages: pagesFor(DEFAULT_ROLE_PERMISSIONS[role]),
    permissions: grantsFor(DEFAULT_ROLE_PERMISSIONS[role]),
  });

describe('the roles and permissions routes in the app', () => {
  it.each([
    ['/roles', 'roles-page'],
    ['/permissions', 'permissions-page'],
    ['/role-permissions/2', 'role-permissions-page'],
    ['/role-permissions-setup', 'role-defaults-page'],
  ])('an admin (manage_access) sees %s in the shell', async (path, testId) => {
    server.use(...sessionHandlers({ user: staff('admin') }));
    rolesServer();
    const { router } = renderApp(path);
    expect(await screen.findByTestId(testId, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
  });

  it.each(['/roles', '/permissions', '/role-permissions/2', '/role-permissions-setup'])(
    'HR (no roles page) goes from %s to /unauthorized',
    async (path) => {
      server.use(...sessionHandlers({ user: staff('hr') }));
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'), { timeout: 8000 });
    },
  );
});
