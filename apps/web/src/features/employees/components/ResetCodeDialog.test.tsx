/**
 * HR's password reset code from the row menu (decision 085): shown once with its expiry hour, and its
 * letter; optionally also e-mailed to the address on the row (decision 087).
 */
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { saveBlob } from '../../../lib/saveBlob';
import { expectNoAxeViolations } from '../../../test/axe';
import { sessionHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { listServer, makeRow, signIn } from '../testing/employeeFixtures';
import { EmployeesPage } from './EmployeesPage';

vi.mock('../../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));

const linked = makeRow({ id: 21, controlNumber: 'IB-0021', name: 'Rosa Olvido', hasAccount: true, accessActive: true });

function renderPage() {
  const { user, client } = signIn(createQueryClient(), 'hr');
  server.use(...sessionHandlers({ user }));
  return renderWithProviders(<EmployeesPage />, { path: '/employees', client });
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('employee-menu-21'));
  await user.click(await screen.findByTestId('employee-action-reset_code'));
  await screen.findByTestId('reset-dialog');
  return user;
}

beforeEach(() => vi.mocked(saveBlob).mockReset());
afterEach(() => notifications.clean());

describe('ResetCodeDialog', () => {
  it('issues the code in the selected company, shows it once with day and hour, and downloads the letter', async () => {
    listServer([linked]);
    const issued: string[] = [];
    const letters: string[] = [];
    server.use(
      mswHttp.post('/api/employees/:id/reset-code', ({ request, params }) => {
        issued.push(`${String(params.id)} ${new URL(request.url).search}`);
        return HttpResponse.json(
          {
            employeeId: Number(params.id),
            code: 'ABCD-EFGH-JKMN',
            expiresAt: '2026-06-03T18:05:00.000Z',
            emailed: false,
          },
          { status: 201 },
        );
      }),
      mswHttp.get('/api/employees/:id/reset-code/letter', ({ request, params }) => {
        letters.push(`${String(params.id)} ${new URL(request.url).search}`);
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="carta_restablecimiento_${String(params.id)}.pdf"`,
          },
        });
      }),
    );
    renderPage();
    const user = await openDialog();
    expect(screen.getByTestId('reset-dialog')).toHaveTextContent('Rosa Olvido');
    expect(screen.getByTestId('reset-dialog')).toHaveTextContent('Vence en 24 horas');
    await expectNoAxeViolations();
    await user.click(screen.getByTestId('reset-generate'));
    expect(await screen.findByTestId('reset-code')).toHaveTextContent('ABCD-EFGH-JKMN');
    // 18:05 UTC is 12:05 in Mexico City.
    expect(screen.getByTestId('reset-expires')).toHaveTextContent('Vence el 03/06/2026 a las 12:05');
    expect(issued).toEqual(['21 ?company_id=1']);
    await expectNoAxeViolations();
    await user.click(screen.getByTestId('reset-letter'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Carta descargada');
    expect(letters).toEqual(['21 ?company_id=1&code=ABCD-EFGH-JKMN']);
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'carta_restablecimiento_21.pdf');
  });

  it('a staff account refused to plain HR stays in the first step with the server message', async () => {
    listServer([linked]);
    const message =
      'Esta cuenta tiene permisos de personal: solo quien administra cuentas (permiso Autenticación) ' +
      'puede generar su código de restablecimiento.';
    server.use(
      mswHttp.post('/api/employees/:id/reset-code', () =>
        HttpResponse.json({ error: 'reset_needs_manage_auth', message }, { status: 403 }),
      ),
    );
    renderPage();
    const user = await openDialog();
    await user.click(screen.getByTestId('reset-generate'));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent(message);
    expect(screen.queryByTestId('reset-code')).not.toBeInTheDocument();
  });

  it('with an address on the row, HR may also e-mail the code; the panel says where it went', async () => {
    listServer([{ ...linked, email: 'rosa.olvido@ejemplo.mx' }]);
    const bodies: unknown[] = [];
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mswHttp.post('/api/employees/:id/reset-code', async ({ request }) => {
        bodies.push(await request.json());
        await answered;
        return HttpResponse.json(
          { employeeId: 21, code: 'ABCD-EFGH-JKMN', expiresAt: '2026-06-03T18:05:00.000Z', emailed: true },
          { status: 201 },
        );
      }),
    );
    renderPage();
    const user = await openDialog();
    const box = screen.getByRole('checkbox', { name: 'Enviar también por correo a rosa.olvido@ejemplo.mx' });
    expect(box).not.toBeChecked();
    await expectNoAxeViolations();
    await user.click(box);
    await user.click(screen.getByTestId('reset-generate'));
    // While the code is being issued the choice cannot change.
    await waitFor(() => expect(box).toBeDisabled());
    answer();
    expect(await screen.findByTestId('reset-emailed')).toHaveTextContent(
      'Se envió el código por correo a rosa.olvido@ejemplo.mx.',
    );
    expect(screen.getByTestId('reset-code')).toHaveTextContent('ABCD-EFGH-JKMN');
    expect(bodies).toEqual([{ sendByEmail: true }]);
    await expectNoAxeViolations();
  });

  it('without an address on the row there is no choice and nothing is e-mailed', async () => {
    listServer([{ ...linked, email: null }]);
    const bodies: unknown[] = [];
    server.use(
      mswHttp.post('/api/employees/:id/reset-code', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { employeeId: 21, code: 'ABCD-EFGH-JKMN', expiresAt: '2026-06-03T18:05:00.000Z', emailed: false },
          { status: 201 },
        );
      }),
    );
    renderPage();
    const user = await openDialog();
    expect(screen.queryByTestId('reset-send-email')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('reset-generate'));
    expect(await screen.findByTestId('reset-code')).toHaveTextContent('ABCD-EFGH-JKMN');
    expect(screen.queryByTestId('reset-emailed')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ sendByEmail: false }]);
  });

  it('a server that sends no e-mail refuses with its message and shows no code', async () => {
    listServer([{ ...linked, email: 'rosa.olvido@ejemplo.mx' }]);
    const message = 'Este servidor no tiene configurado el envío de correo: no se generó ningún código.';
    server.use(
      mswHttp.post('/api/employees/:id/reset-code', () =>
        HttpResponse.json({ error: 'mail_not_configured', message }, { status: 409 }),
      ),
    );
    renderPage();
    const user = await openDialog();
    await user.click(screen.getByTestId('reset-send-email'));
    await user.click(screen.getByTestId('reset-generate'));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent(message);
    expect(screen.queryByTestId('reset-code')).not.toBeInTheDocument();
    expect(screen.getByTestId('reset-send-email')).toBeEnabled();
  });
});
