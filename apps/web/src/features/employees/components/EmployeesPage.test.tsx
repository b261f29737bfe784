import type { EmployeeListRow } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { createQueryClient } from '../../../app/queryClient';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../lib/saveBlob';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { sessionHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { listOf, listServer, makeRow, ROLES, signIn } from '../testing/employeeFixtures';
import { EmployeesPage } from './EmployeesPage';

vi.mock('../../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));

const hired = makeRow({
  id: 11,
  controlNumber: 'IB-0001',
  name: 'Lucía Hernández',
  status: 'hired',
  hasAccount: true,
  accessActive: true,
  role: ROLES.hr,
});
const fired = makeRow({
  id: 12,
  controlNumber: 'IB-0002',
  name: 'Mario Ruiz',
  status: 'fired',
  hasAccount: true,
  accessActive: false,
  email: null,
  phone: null,
});
const terminated = makeRow({
  id: 13,
  controlNumber: 'IB-0003',
  name: 'Rosa Díaz',
  status: 'terminated',
  hasAccount: false,
  accessActive: false,
  role: { id: 9, name: 'auditor' },
});
const noAccount = makeRow({
  id: 14,
  controlNumber: 'IB-0004',
  name: 'Pedro Gómez',
  hasAccount: false,
  accessActive: false,
  activationCodeExpiresAt: '2026-05-20T05:59:00.000Z',
});
const ROWS = [hired, fired, terminated, noAccount];

function renderPage(role: Parameters<typeof signIn>[1] = 'hr', path = '/employees') {
  const { user, client } = signIn(createQueryClient(), role);
  server.use(...sessionHandlers({ user }));
  return renderWithProviders(<EmployeesPage />, { path, client });
}

async function menuItems(row: EmployeeListRow) {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId(`employee-menu-${row.id}`));
  // jsdom never finishes Mantine's transition, so the dropdown stays display:none to role queries.
  const menu = await screen.findByRole('menu', { hidden: true });
  const items = within(menu)
    .getAllByRole('menuitem', { hidden: true })
    .map((item) => item.getAttribute('data-testid')!.replace('employee-action-', ''));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument());
  return items;
}

beforeEach(() => vi.mocked(saveBlob).mockReset());
afterEach(() => notifications.clean());

describe('EmployeesPage', () => {
  it('without a selected company asks for one and reads nothing', async () => {
    const { queries } = listServer(ROWS);
    const { user, client } = signIn(createQueryClient(), 'hr');
    setSelectedCompanyId(null);
    server.use(...sessionHandlers({ user }));
    renderWithProviders(<EmployeesPage />, { path: '/employees', client });
    expect(await screen.findByTestId('employees-no-company')).toHaveTextContent('Selecciona una empresa primero');
    expect(queries).toHaveLength(0);
  });

  it("shows the company's employees in the spec's columns, with status, role and access in Spanish", async () => {
    const { queries } = listServer(ROWS);
    renderPage();
    const table = await screen.findByTestId('employees-table');
    await screen.findByTestId('employee-row-IB-0001');
    // Every column but the actions sorts (a button in its header).
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[↕▲▼]/g, '')),
    ).toEqual(['Número de control', 'Nombre', 'Correo', 'Teléfono', 'Estatus', 'Rol', 'Acceso', 'Acciones']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter((h) => h.querySelector('button')),
    ).toHaveLength(7);
    expect(screen.getByTestId('th-control_number')).toHaveAttribute('aria-sort', 'ascending');
    expect(queries[0]!.get('company_id')).toBe('1');
    expect(queries[0]!.get('sort')).toBe('control_number');
    expect(queries[0]!.get('order')).toBe('asc');

    const first = screen.getByTestId('employee-row-IB-0001');
    expect(within(first).getByText('Lucía Hernández')).toBeInTheDocument();
    expect(within(first).getByText('lucia@bajio.mx')).toBeInTheDocument();
    expect(screen.getByTestId('status-11')).toHaveTextContent('Contratado');
    expect(screen.getByTestId('status-12')).toHaveTextContent('Baja');
    expect(screen.getByTestId('status-13')).toHaveTextContent('Finiquitado');
    expect(screen.getByTestId('role-11')).toHaveTextContent('Recursos humanos');
    expect(screen.getByTestId('role-12')).toHaveTextContent('Solicitante');
    // A custom role shows its own name.
    expect(screen.getByTestId('role-13')).toHaveTextContent('auditor');
    expect(screen.getByTestId('access-11')).toHaveTextContent('Activo');
    expect(screen.getByTestId('access-12')).toHaveTextContent('Inactivo');
    expect(screen.getByTestId('access-13')).toHaveTextContent('Sin cuenta');
    // 05:59 UTC on 20 May is still 19 May in Mexico City.
    expect(screen.getByTestId('code-pending-14')).toHaveTextContent('Código vigente hasta el 19/05/2026');
    expect(within(screen.getByTestId('employee-row-IB-0002')).getAllByText('—')).toHaveLength(2);
  });

  // HR without manage_auth gets no access actions and no companies link.
  it('offers each row the actions its status, account and access allow', async () => {
    listServer(ROWS);
    renderPage('hr');
    await screen.findByTestId('employee-row-IB-0001');
    // An account gets a password reset code (decision 085); the server decides staff accounts.
    expect(await menuItems(hired)).toEqual(['edit', 'deactivate', 'reset_code']);
    expect(await menuItems(fired)).toEqual(['edit', 'activate', 'reset_code']);
    expect(await menuItems(terminated)).toEqual(['edit', 'activate', 'termination_document', 'activation_code']);
    expect(await menuItems(noAccount)).toEqual(['edit', 'deactivate', 'activation_code']);
    expect(screen.queryByTestId('employee-link-11')).not.toBeInTheDocument();
    expect(screen.getByTestId('employee-control-11')).toHaveTextContent('IB-0001');
  });

  // And the control number links to the companies page.
  it('a super admin (manage_auth) may revoke or grant access', async () => {
    listServer(ROWS);
    renderPage('super_admin');
    await screen.findByTestId('employee-row-IB-0001');
    expect(await menuItems(hired)).toEqual(['edit', 'deactivate', 'revoke_access', 'reset_code', 'unlink_account']);
    expect(await menuItems(fired)).toEqual(['edit', 'activate', 'grant_access', 'reset_code', 'unlink_account']);
    // No account: nothing to revoke, grant or unlink.
    expect(await menuItems(noAccount)).toEqual(['edit', 'deactivate', 'activation_code']);
    expect(screen.getByTestId('employee-link-11')).toHaveAttribute('href', '/employees/11/companies');
  });

  it('keeps search, sort and page in the URL and in the query; a new search goes back to page 1', async () => {
    const { queries } = listServer((query) => listOf(ROWS, { total: 57, page: Number(query.get('page')) }));
    const { router } = renderPage('hr', '/employees?page=3');
    await screen.findByTestId('employee-row-IB-0001');
    expect(queries.at(-1)!.get('page')).toBe('3');

    const user = userEvent.setup();
    await user.type(screen.getByTestId('employees-search'), 'López');
    await waitFor(() => expect(queries.at(-1)!.get('search')).toBe('López'));
    expect(queries.at(-1)!.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?search=L%C3%B3pez');
    // Typing settled once: one request for the whole word, not one per letter.
    expect(queries.filter((q) => q.get('search') !== null)).toHaveLength(1);

    await user.click(within(screen.getByTestId('th-name')).getByRole('button'));
    await waitFor(() => expect(queries.at(-1)!.get('sort')).toBe('name'));
    expect(router.state.location.search).toContain('sort=name');

    await user.selectOptions(screen.getByTestId('employees-status-filter'), 'terminated');
    await waitFor(() => expect(queries.at(-1)!.get('status')).toBe('terminated'));
  });

  it('reads the list again, from page 1, when another company is selected', async () => {
    const { queries } = listServer(ROWS);
    const { router } = renderPage('hr', '/employees?page=2');
    await screen.findByTestId('employee-row-IB-0001');
    expect(queries.at(-1)!.get('company_id')).toBe('1');
    act(() => setSelectedCompanyId(2));
    await waitFor(() => expect(queries.at(-1)!.get('company_id')).toBe('2'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(queries.at(-1)!.get('page')).toBe('1');
  });

  it('shows the load error in the table', async () => {
    server.use(
      mswHttp.get('/api/employees', () =>
        HttpResponse.json({ error: 'company_forbidden', message: 'No tienes acceso a esta empresa.' }, { status: 403 }),
      ),
    );
    renderPage();
    expect(await screen.findByTestId('table-error')).toHaveTextContent('No tienes acceso a esta empresa.');
  });

  it('downloads the termination document of a terminated employee under the name the server gives', async () => {
    listServer(ROWS);
    const asked: string[] = [];
    server.use(
      mswHttp.get('/api/employees/:id/deactivation-document', ({ request, params }) => {
        asked.push(`${String(params.id)}?${new URL(request.url).searchParams.toString()}`);
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="employee_termination_${String(params.id)}.pdf"`,
          },
        });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('employee-menu-13'));
    await user.click(await screen.findByTestId('employee-action-termination_document'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Documento de baja descargado');
    expect(asked).toEqual(['13?company_id=1']);
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'employee_termination_13.pdf');
  });

  it('a failed download says so and saves nothing', async () => {
    listServer(ROWS);
    server.use(
      mswHttp.get('/api/employees/:id/deactivation-document', () =>
        HttpResponse.json({ error: 'not_found', message: 'x' }, { status: 404 }),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('employee-menu-13'));
    await user.click(await screen.findByTestId('employee-action-termination_document'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('El recurso solicitado no existe.');
    expect(vi.mocked(saveBlob)).not.toHaveBeenCalled();
  });

  it('hires a fired employee again after confirming, then reads the list again', async () => {
    const { queries } = listServer(ROWS);
    const bodies: unknown[] = [];
    server.use(
      mswHttp.put('/api/employees/:id/activate', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ id: 12, status: 'hired', totalSavings: '0.00', deactivatedAt: null });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('employee-menu-12'));
    await user.click(await screen.findByTestId('employee-action-activate'));
    const dialog = await screen.findByTestId('employee-action-dialog');
    expect(dialog).toHaveTextContent('¿Contratar de nuevo a Mario Ruiz?');
    const before = queries.length;
    await user.click(within(dialog).getByTestId('employee-action-confirm'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Empleado activado');
    expect(bodies).toEqual([{ id: '12', body: { company_id: 1 } }]);
    await waitFor(() => expect(queries.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByTestId('employee-action-dialog')).not.toBeInTheDocument());
  });

  it('a refused activation stays in the dialog with the server message', async () => {
    listServer(ROWS);
    server.use(
      mswHttp.put('/api/employees/:id/activate', () =>
        HttpResponse.json(
          { error: 'employee_already_hired', message: 'El empleado ya está contratado.' },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('employee-menu-12'));
    await user.click(await screen.findByTestId('employee-action-activate'));
    await user.click(await screen.findByTestId('employee-action-confirm'));
    expect(await screen.findByTestId('employee-action-error')).toHaveTextContent('El empleado ya está contratado.');
    expect(screen.getByTestId('employee-action-dialog')).toBeInTheDocument();
  });

  it('revokes access (manage_auth) with PUT revoke-access after confirming', async () => {
    listServer(ROWS);
    const calls: string[] = [];
    server.use(
      mswHttp.put('/api/employees/:id/revoke-access', async ({ request, params }) => {
        calls.push(`${String(params.id)} ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ id: 11, accessActive: false });
      }),
    );
    renderPage('super_admin');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('employee-menu-11'));
    await user.click(await screen.findByTestId('employee-action-revoke_access'));
    await user.click(await screen.findByTestId('employee-action-confirm'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Acceso revocado');
    expect(calls).toEqual(['11 {"company_id":1}']);
  });

  // A refusal stays in the dialog.
  it('unlinks a wrong account (manage_auth) after a confirm dialog, optionally releasing its RFC', async () => {
    listServer(ROWS);
    const calls: string[] = [];
    let answer: () => Response = () =>
      HttpResponse.json({ id: 11, hasAccount: false, companyAccessRemoved: true, tinReleased: true });
    server.use(
      mswHttp.post('/api/employees/:id/unlink-account', async ({ request, params }) => {
        calls.push(`${String(params.id)} ${JSON.stringify(await request.json())}`);
        return answer();
      }),
    );
    renderPage('super_admin');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('employee-menu-11'));
    await user.click(await screen.findByTestId('employee-action-unlink_account'));
    const dialog = await screen.findByTestId('unlink-dialog');
    expect(dialog).toHaveTextContent('¿Desvincular la cuenta del registro de Lucía Hernández?');
    expect(dialog).toHaveTextContent('Liberar también el RFC de esta cuenta');

    // Refused: the server's Spanish message stays in the dialog.
    answer = () =>
      HttpResponse.json(
        { error: 'tin_not_releasable', message: 'El RFC de esta cuenta no se puede liberar.' },
        { status: 409 },
      );
    await user.click(screen.getByTestId('unlink-release-tin'));
    await user.click(screen.getByTestId('unlink-confirm'));
    expect(await screen.findByTestId('unlink-error')).toHaveTextContent('no se puede liberar');

    answer = () => HttpResponse.json({ id: 11, hasAccount: false, companyAccessRemoved: true, tinReleased: true });
    await user.click(screen.getByTestId('unlink-confirm'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Cuenta desvinculada y RFC liberado');
    expect(calls).toEqual(['11 {"company_id":1,"releaseTin":true}', '11 {"company_id":1,"releaseTin":true}']);
    await waitFor(() => expect(screen.queryByTestId('unlink-dialog')).not.toBeInTheDocument());
  });

  // And downloads the letter with that code.
  it('issues an activation code, shows it once with its expiry and a copy button', async () => {
    listServer(ROWS);
    const letters: unknown[] = [];
    server.use(
      mswHttp.post('/api/employees/:id/activation-code', ({ params }) =>
        HttpResponse.json(
          { employeeId: Number(params.id), code: 'ABCD-EFGH-JKLM', expiresAt: '2026-06-03T18:00:00.000Z' },
          { status: 201 },
        ),
      ),
      mswHttp.post('/api/employees/:id/activation-letter', async ({ request, params }) => {
        letters.push({ id: params.id, body: await request.json() });
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="carta_activacion_${String(params.id)}.pdf"`,
          },
        });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('employee-menu-14'));
    await user.click(await screen.findByTestId('employee-action-activation_code'));
    // A code is pending: issuing a new one voids it, and the dialog says so first.
    expect(await screen.findByTestId('activation-pending')).toHaveTextContent('19/05/2026');
    await user.click(screen.getByTestId('activation-generate'));
    expect(await screen.findByTestId('activation-code')).toHaveTextContent('ABCD-EFGH-JKLM');
    expect(screen.getByTestId('activation-expires')).toHaveTextContent('Vence el 03/06/2026');
    // user-event stands in for the clipboard.
    await user.click(screen.getByTestId('activation-copy'));
    expect(await navigator.clipboard.readText()).toBe('ABCD-EFGH-JKLM');
    expect(screen.getByTestId('activation-copy')).toHaveTextContent('Copiado');
    await user.click(screen.getByTestId('activation-letter'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Carta descargada');
    expect(letters).toEqual([{ id: '14', body: { code: 'ABCD-EFGH-JKLM' } }]);
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'carta_activacion_14.pdf');
  });

  it('an employee without RFC gets the reason the code was refused', async () => {
    listServer(ROWS);
    server.use(
      mswHttp.post('/api/employees/:id/activation-code', () =>
        HttpResponse.json(
          { error: 'employee_without_tin', message: 'El empleado no tiene RFC registrado.' },
          { status: 422 },
        ),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('employee-menu-14'));
    await user.click(await screen.findByTestId('employee-action-activation_code'));
    await user.click(await screen.findByTestId('activation-generate'));
    expect(await screen.findByTestId('activation-error')).toHaveTextContent(
      'El empleado no tiene RFC registrado; captúralo antes de generar un código de activación.',
    );
    expect(screen.queryByTestId('activation-code')).not.toBeInTheDocument();
  });
});
