import { DEFAULT_ROLE_PERMISSIONS, grantsFor, pagesFor } from '@abono/domain';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { setSelectedCompanyId } from '../../lib/selectedCompanyStore';
import { makeUser } from '../../test/fixtures';
import { sessionHandlers } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const staff = (role: 'hr' | 'admin') =>
  makeUser({
    role,
    accessiblePages: pagesFor(DEFAULT_ROLE_PERMISSIONS[role]),
    permissions: grantsFor(DEFAULT_ROLE_PERMISSIONS[role]),
  });

describe('the /audit route in the app', () => {
  it('shows an admin the log in the shell, with its menu entry', async () => {
    setSelectedCompanyId(1);
    server.use(
      ...sessionHandlers({ user: staff('admin') }),
      mswHttp.get('/api/audit', () =>
        HttpResponse.json({ total: 0, total_capped: false, page: 1, page_size: 25, rows: [] }),
      ),
    );
    const { router } = renderApp('/audit');
    expect(await screen.findByTestId('audit-table', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/audit');
    expect(screen.getByTestId('menu-item-audit')).toHaveTextContent('Bitácora');
  });

  it('HR (no manage_access) goes to /unauthorized', async () => {
    server.use(...sessionHandlers({ user: staff('hr') }));
    const { router } = renderApp('/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'), { timeout: 8000 });
  });
});
