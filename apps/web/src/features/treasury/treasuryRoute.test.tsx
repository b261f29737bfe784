import { DEFAULT_ROLE_PERMISSIONS, grantsFor, pagesFor } from '@abono/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSelectedCompanyId } from '../../lib/selectedCompanyStore';
import { makeUser } from '../../test/fixtures';
import { sessionHandlers } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { treasuryServer } from './testing/treasuryFixtures';

const staff = (role: 'hr' | 'treasury') =>
  makeUser({
    role,
    accessiblePages: pagesFor(DEFAULT_ROLE_PERMISSIONS[role]),
    permissions: grantsFor(DEFAULT_ROLE_PERMISSIONS[role]),
  });

describe('the /treasury route in the app', () => {
  // The lazy route and its tab load on demand: generous waits keep a loaded CI machine from failing it.
  it('shows treasury its screen in the shell, on the tab the URL names', { timeout: 30_000 }, async () => {
    setSelectedCompanyId(1);
    server.use(...sessionHandlers({ user: staff('treasury') }));
    treasuryServer();
    const { router } = renderApp('/treasury?tab=terminated');
    expect(await screen.findByTestId('terminated-tab', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/treasury');
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
  });

  it('HR (no treasury page) goes to /unauthorized', { timeout: 30_000 }, async () => {
    server.use(...sessionHandlers({ user: staff('hr') }));
    const { router } = renderApp('/treasury');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'), { timeout: 20_000 });
  });
});
