import type { EmployeeCompanyAccess } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { createQueryClient } from '../../../app/queryClient';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { sessionHandlers } from '../../../test/handlers';
import { TestProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { listLinkState } from '../../../lib/listReturn';
import { signIn } from '../testing/employeeFixtures';
import { EmployeeCompaniesPage } from './EmployeeCompaniesPage';

function answer(overrides: Partial<EmployeeCompanyAccess['employee']> = {}): EmployeeCompanyAccess {
  return {
    employee: { id: 5, name: 'Lucía Hernández', hasAccount: true, ...overrides },
    rows: [
      { id: 1, name: 'Industrias del Bajío S.A. de C.V.', hasAccess: true, hasRecord: true },
      { id: 2, name: 'Comercializadora del Pacífico S.A. de C.V.', hasAccess: false, hasRecord: true },
    ],
  };
}

/** GET …/companies answering `data` (with the search applied), and the access calls as "METHOD path?query". */
function companiesServer(data: EmployeeCompanyAccess = answer()) {
  const reads: URLSearchParams[] = [];
  const calls: string[] = [];
  server.use(
    mswHttp.get('/api/employees/:id/companies', ({ request }) => {
      const query = new URL(request.url).searchParams;
      reads.push(query);
      const search = (query.get('search') ?? '').toLowerCase();
      return HttpResponse.json({ ...data, rows: data.rows.filter((r) => r.name.toLowerCase().includes(search)) });
    }),
    mswHttp.all('/api/employees/:id/companies/:companyId/access', ({ request, params }) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      return HttpResponse.json({ companyId: Number(params.companyId), hasAccess: request.method === 'POST' });
    }),
  );
  return { reads, calls };
}

function renderPage(role: Parameters<typeof signIn>[1] = 'super_admin', state: unknown = null) {
  const { user, client } = signIn(createQueryClient(), role);
  server.use(...sessionHandlers({ user }));
  const router = createMemoryRouter(
    [
      { path: '/employees/:employeeId/companies', element: <EmployeeCompaniesPage /> },
      { path: '/employees', element: <div data-testid="employees-list" /> },
    ],
    { initialEntries: [{ pathname: '/employees/5/companies', state }] },
  );
  render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router };
}

afterEach(() => notifications.clean());

describe('EmployeeCompaniesPage', () => {
  it("lists the companies with the employee's access, named after them, scoped by the selected company", async () => {
    const { reads } = companiesServer();
    renderPage();
    // The page's own name until the employee's arrives.
    expect(screen.getByTestId('companies-title')).toHaveTextContent('Empresas del empleado');
    await waitFor(() => expect(screen.getByTestId('companies-title')).toHaveTextContent('Empresas de Lucía Hernández'));
    expect(reads[0]!.get('company_id')).toBe('1');
    const granted = screen.getByRole('switch', {
      name: 'Acceso de Lucía Hernández a Industrias del Bajío S.A. de C.V.',
    });
    const notGranted = screen.getByRole('switch', {
      name: 'Acceso de Lucía Hernández a Comercializadora del Pacífico S.A. de C.V.',
    });
    expect(granted).toBeChecked();
    expect(notGranted).not.toBeChecked();
    expect(screen.getByTestId('company-row-2')).toHaveTextContent('2');
  });

  it('switching on grants (POST), switching off revokes (DELETE), each with its toast', async () => {
    const { calls } = companiesServer();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('company-access-2'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Acceso a la empresa otorgado');
    expect(screen.getByTestId('company-access-2')).toBeChecked();
    notifications.clean();
    await user.click(screen.getByTestId('company-access-1'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Acceso a la empresa revocado');
    expect(screen.getByTestId('company-access-1')).not.toBeChecked();
    expect(calls).toEqual([
      'POST /api/employees/5/companies/2/access?company_id=1',
      'DELETE /api/employees/5/companies/1/access?company_id=1',
    ]);
  });

  it('moves at once, stays disabled while the call is pending, and moves back when the server refuses', async () => {
    companiesServer();
    let release: () => void = () => undefined;
    server.use(
      mswHttp.post(
        '/api/employees/:id/companies/:companyId/access',
        () =>
          new Promise<Response>((resolve) => {
            release = () =>
              resolve(HttpResponse.json({ error: 'account_beyond_reach', message: 'x' }, { status: 403 }));
          }),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    const toggle = await screen.findByTestId('company-access-2');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toBeDisabled();
    release();
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(
      'La cuenta de este usuario tiene acceso a empresas que no administras.',
    );
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toBeEnabled();
  });

  // The switches are off and it says why.
  it('an employee without an account cannot be given company access', async () => {
    const { calls } = companiesServer(answer({ hasAccount: false }));
    renderPage();
    expect(await screen.findByTestId('companies-no-account')).toHaveTextContent('Lucía Hernández aún no tiene cuenta');
    expect(screen.getByTestId('company-access-1')).toBeDisabled();
    expect(screen.getByTestId('company-access-2')).toBeDisabled();
    expect(calls).toEqual([]);
  });

  // Its switch is off, disabled, and says why.
  it('a company where the account has no linked record cannot be granted', async () => {
    const data = answer();
    data.rows.push({ id: 3, name: 'Tercera S.A.', hasAccess: false, hasRecord: false });
    const { calls } = companiesServer(data);
    renderPage();
    const third = await screen.findByRole('switch', { name: 'Acceso de Lucía Hernández a Tercera S.A.' });
    expect(third).toBeDisabled();
    expect(third).not.toBeChecked();
    expect(screen.getByTestId('company-row-3')).toHaveTextContent(
      'Sin empleado vinculado en esta empresa: genera su código de activación allí',
    );
    expect(screen.getByTestId('company-access-2')).toBeEnabled();
    expect(calls).toEqual([]);
  });

  it('searches the companies (debounced, in the URL)', async () => {
    const { reads } = companiesServer();
    const { router } = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('companies-search'), 'pacífico');
    await waitFor(() => expect(reads.at(-1)!.get('search')).toBe('pacífico'));
    expect(router.state.location.search).toBe('?search=pac%C3%ADfico');
    await waitFor(() => expect(screen.queryByTestId('company-row-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('company-row-2')).toBeInTheDocument();
  });

  it("goes back to the list's view it came from, even after searching here", async () => {
    const { reads } = companiesServer();
    const { router } = renderPage('super_admin', listLinkState('employees', '?search=ana&page=2'));
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('companies-search'), 'bajío{Enter}');
    await waitFor(() => expect(reads.at(-1)!.get('search')).toBe('bajío'));
    await user.click(screen.getByTestId('companies-back'));
    await screen.findByTestId('employees-list');
    expect(router.state.location.pathname + router.state.location.search).toBe('/employees?search=ana&page=2');
  });

  it('a user without manage_auth is told so, and nothing is asked of the server', async () => {
    const { reads } = companiesServer();
    renderPage('hr');
    const notice = await screen.findByTestId('companies-no-permission');
    // Who can do it, in words; never an internal permission name.
    expect(notice).toHaveTextContent('Solo el Super administrador');
    expect(notice.textContent).not.toMatch(/manage_|autenticación/);
    expect(screen.queryByTestId('companies-table')).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  it("another company's employee (404) shows the error", async () => {
    server.use(
      mswHttp.get('/api/employees/:id/companies', () =>
        HttpResponse.json({ error: 'not_found', message: 'x' }, { status: 404 }),
      ),
    );
    renderPage();
    expect(await screen.findByTestId('companies-error')).toHaveTextContent('El recurso solicitado no existe.');
  });

  it('choosing another company goes back to the list (the employee belongs to the first one)', async () => {
    companiesServer();
    const { router } = renderPage();
    await screen.findByTestId('companies-table');
    act(() => setSelectedCompanyId(2));
    await screen.findByTestId('employees-list');
    expect(router.state.location.pathname).toBe('/employees');
  });
});
