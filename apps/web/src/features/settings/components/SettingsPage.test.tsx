import {
  addDays,
  DEFAULT_ROLE_PERMISSIONS,
  grantsFor,
  pagesFor,
  savingsCycleEnd,
  todayInMexicoCity,
  type CompanySettingsResponse,
  type RoleName,
  type SettingsChange,
} from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { getAccessToken, setAccessToken } from '../../../lib/authStore';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { meQuery } from '../../../lib/session/fetchMe';
import { makeUser } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { SettingsPage } from './SettingsPage';

const STORED: CompanySettingsResponse = {
  company_id: 1,
  interestRate: '2.5',
  deadline: todayInMexicoCity(),
  issuer_code: '12345',
  company_legal_name: 'Industrias del Bajío S.A. de C.V.',
  company_location: 'León, Guanajuato',
  hsbc_account_number: '1234567890',
};

const CHANGE: SettingsChange = {
  id: 7,
  at: '2026-11-20T18:30:00.000Z',
  user_id: 3,
  user_tin: 'ADMI800101AA1',
  field: 'interestRate',
  from: '2.5',
  to: '3',
};

/** The settings calls: GET answers what the last PUT stored; every PUT and POST body is kept. */
function settingsServer(history: SettingsChange[] = [CHANGE]) {
  let stored = { ...STORED };
  const puts: Record<string, unknown>[] = [];
  const resets: unknown[] = [];
  server.use(
    mswHttp.get('/api/settings', () => HttpResponse.json(stored)),
    mswHttp.put('/api/settings', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      stored = { ...stored, ...(body as Partial<CompanySettingsResponse>) };
      return HttpResponse.json(stored);
    }),
    mswHttp.get('/api/settings/history', () => HttpResponse.json({ rows: history })),
    mswHttp.post('/api/database/reset', async ({ request }) => {
      resets.push(await request.json());
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { puts, resets };
}

function renderPage(role: RoleName = 'admin', companyId: number | null = 1) {
  const names = DEFAULT_ROLE_PERMISSIONS[role];
  const user = makeUser({ role, accessiblePages: pagesFor(names), permissions: grantsFor(names) });
  const client = createQueryClient();
  client.setQueryData(meQuery.queryKey, user);
  server.use(...sessionHandlers({ user }));
  setAccessToken('access-1');
  setSelectedCompanyId(companyId);
  return renderWithProviders(<SettingsPage />, {
    path: '/settings',
    client,
    extraRoutes: [{ path: '/login', element: <div data-testid="login-page" /> }],
  });
}

async function expectNoAxeViolations(): Promise<void> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

afterEach(() => notifications.clean());

describe('SettingsPage', () => {
  it('asks for a company first and reads nothing', () => {
    const { puts } = settingsServer();
    renderPage('admin', null);
    expect(screen.getByTestId('settings-no-company')).toHaveTextContent('Selecciona una empresa primero');
    expect(puts).toEqual([]);
  });

  it('shows the stored values in each section and the change history', async () => {
    settingsServer();
    renderPage();
    expect(await screen.findByTestId('settings-loan-interestRate')).toHaveValue('2.5');
    expect(screen.getByTestId('settings-legal-company_location')).toHaveValue('León, Guanajuato');
    expect(screen.getByTestId('issuer-code-input')).toHaveValue('12345');
    const row = await screen.findByTestId('settings-history-row');
    expect(row).toHaveTextContent('ADMI800101AA1');
    expect(row).toHaveTextContent('Tasa de interés');
    expect(row).toHaveTextContent('2.5 → 3');
    expect(screen.getByText('Historial de cambios')).toBeInTheDocument();
  });

  it('loan details: a rate above 100 and a deadline past the cycle are refused; a valid one saves alone', async () => {
    const { puts } = settingsServer();
    renderPage();
    const user = userEvent.setup();
    const rate = await screen.findByTestId('settings-loan-interestRate');
    const deadline = screen.getByTestId('settings-loan-deadline');
    await user.clear(rate);
    await user.type(rate, '100.5');
    fireEvent.change(deadline, { target: { value: addDays(savingsCycleEnd(todayInMexicoCity()), 1) } });
    await user.click(screen.getByTestId('settings-loan-save'));
    expect(await screen.findByText('La tasa de interés no puede ser mayor a 100')).toBeInTheDocument();
    expect(
      screen.getByText('La fecha límite no puede ser posterior al 31 de diciembre del ciclo del fondo de ahorro'),
    ).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '3.1250');
    fireEvent.change(deadline, { target: { value: savingsCycleEnd(todayInMexicoCity()) } });
    await user.click(screen.getByTestId('settings-loan-save'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Configuración actualizada');
    expect(puts).toEqual([{ company_id: 1, interestRate: '3.1250', deadline: savingsCycleEnd(todayInMexicoCity()) }]);
  });

  it('legal info: name and location required, HSBC 10 to 18 digits or empty; saves only its fields', async () => {
    const { puts } = settingsServer();
    renderPage();
    const user = userEvent.setup();
    const name = await screen.findByTestId('settings-legal-company_legal_name');
    const hsbc = screen.getByTestId('settings-legal-hsbc_account_number');
    await user.clear(name);
    await user.clear(hsbc);
    await user.type(hsbc, '123456789');
    await user.click(screen.getByTestId('settings-legal-save'));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La cuenta HSBC no es válida')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await user.type(name, 'Nueva Razón S.A.');
    await user.clear(hsbc);
    await user.click(screen.getByTestId('settings-legal-save'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Configuración actualizada');
    expect(puts).toEqual([
      {
        company_id: 1,
        company_legal_name: 'Nueva Razón S.A.',
        company_location: 'León, Guanajuato',
        hsbc_account_number: null,
      },
    ]);
  });

  it('the issuer code saves on its own with its own message', async () => {
    const { puts } = settingsServer();
    renderPage();
    const user = userEvent.setup();
    const input = await screen.findByTestId('issuer-code-input');
    await user.clear(input);
    await user.type(input, 'AB');
    await user.click(screen.getByTestId('issuer-code-save'));
    expect(await screen.findByText('El código de emisora no es válido')).toBeInTheDocument();
    await user.type(input, 'C99');
    await user.click(screen.getByTestId('issuer-code-save'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Código de emisora actualizado');
    expect(puts).toEqual([{ company_id: 1, issuer_code: 'ABC99' }]);
  });

  it('the danger zone is only for the reset grant: an admin does not see it', async () => {
    settingsServer();
    renderPage('admin');
    await screen.findByTestId('settings-loan');
    expect(screen.queryByTestId('danger-zone')).not.toBeInTheDocument();
  });

  it('the super admin resets only after typing RESTABLECER, then lands on /login signed out', async () => {
    const { resets } = settingsServer();
    const { router } = renderPage('super_admin');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('danger-reset'));
    const dialog = await screen.findByTestId('reset-dialog');
    // The modal's root mounts before its body.
    await user.type(await within(dialog).findByTestId('reset-word'), 'restablecer');
    await user.click(within(dialog).getByTestId('reset-confirm'));
    expect(await within(dialog).findByText('Debes escribir RESTABLECER, en mayúsculas, para confirmar')).toBeVisible();
    expect(resets).toEqual([]);

    await user.clear(within(dialog).getByTestId('reset-word'));
    await user.type(within(dialog).getByTestId('reset-word'), 'RESTABLECER');
    await user.click(within(dialog).getByTestId('reset-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(resets).toEqual([{ confirm: 'RESTABLECER' }]);
    expect(getAccessToken()).toBeNull();
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Base de datos restablecida');
  });

  it('has no axe violations, with the danger zone and its dialog open', async () => {
    settingsServer();
    renderPage('super_admin');
    await screen.findByTestId('settings-history-row');
    await expectNoAxeViolations();
    await userEvent.setup().click(screen.getByTestId('danger-reset'));
    await screen.findByTestId('reset-dialog');
    await expectNoAxeViolations();
  });
});
