import { DEFAULT_ROLE_PERMISSIONS, grantsFor, pagesFor } from '@abono/domain';
import { http as mswHttp, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSelectedCompanyId } from '../../lib/selectedCompanyStore';
import { makeUser } from '../../test/fixtures';
import { sessionHandlers } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { listServer, makeRow } from './testing/employeeFixtures';

const staff = (role: 'hr' | 'treasury' | 'super_admin') =>
  makeUser({
    role,
    accessiblePages: pagesFor(DEFAULT_ROLE_PERMISSIONS[role]),
    permissions: grantsFor(DEFAULT_ROLE_PERMISSIONS[role]),
  });

describe('the employees routes in the app', () => {
  it('/employees shows the list to HR (the employees page), in the shell', async () => {
    setSelectedCompanyId(1);
    server.use(...sessionHandlers({ user: staff('hr') }));
    listServer([makeRow()]);
    const { router } = renderApp('/employees');
    expect(await screen.findByTestId('employee-row-IB-0001', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employees');
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
  });

  it('/employees/:id/companies opens the company-access page', async () => {
    setSelectedCompanyId(1);
    server.use(
      ...sessionHandlers({ user: staff('super_admin') }),
      mswHttp.get('/api/employees/:id/companies', () =>
        HttpResponse.json({
          employee: { id: 9, name: 'Rosa Díaz', hasAccount: true },
          rows: [{ id: 1, name: 'Industrias del Bajío S.A. de C.V.', hasAccess: true }],
        }),
      ),
    );
    renderApp('/employees/9/companies');
    await waitFor(() => expect(screen.getByTestId('companies-title')).toHaveTextContent('Empresas de Rosa Díaz'), {
      timeout: 8000,
    });
  });

  it('treasury (no employees page) goes to /unauthorized', async () => {
    server.use(...sessionHandlers({ user: staff('treasury') }));
    const { router } = renderApp('/employees');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'), { timeout: 8000 });
  });
});
