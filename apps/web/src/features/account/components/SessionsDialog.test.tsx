import type { AccountSession } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { SessionsDialog } from './SessionsDialog';

afterEach(() => notifications.clean());

const CURRENT: AccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'A1B2C3D4',
  browser: 'Chrome 131 (Windows)',
  createdAt: '2026-11-20T16:00:00.000Z',
  lastUsedAt: '2026-11-27T17:30:00.000Z',
  current: true,
};
const PHONE: AccountSession = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'FFEE0011',
  browser: null,
  createdAt: '2026-11-21T16:00:00.000Z',
  lastUsedAt: '2026-11-26T18:05:00.000Z',
  current: false,
};

/** The server's sessions; ending one drops it, as the API does. */
function sessionsServer(initial: AccountSession[]) {
  let sessions = [...initial];
  const ended: string[] = [];
  server.use(
    http.get('/api/auth/sessions', async () => {
      await delay(20);
      return HttpResponse.json({ sessions });
    }),
    http.delete('/api/auth/sessions/:id', ({ params }) => {
      ended.push(String(params.id));
      sessions = sessions.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/auth/sessions', () => {
      ended.push('others');
      sessions = sessions.filter((s) => s.current);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return ended;
}

describe('SessionsDialog', () => {
  it('shows a loading state, then every session with this one marked and the browser or "desconocido"', async () => {
    sessionsServer([CURRENT, PHONE]);
    renderWithProviders(<SessionsDialog onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Mis sesiones' })).toBeInTheDocument();
    expect(screen.getByTestId('sessions-loading')).toHaveTextContent('Cargando tus sesiones…');

    const current = await screen.findByTestId(`session-row-${CURRENT.id}`);
    expect(current).toHaveTextContent('Chrome 131 (Windows)');
    expect(current).toHaveTextContent('Esta sesión');
    expect(current).toHaveTextContent('Dispositivo A1B2C3D4');
    // Mexico City time: 17:30 UTC is 11:30 there.
    expect(current).toHaveTextContent('Último uso: 27/11/2026 11:30');
    expect(within(current).queryByRole('button')).toBeNull();

    const phone = screen.getByTestId(`session-row-${PHONE.id}`);
    expect(phone).toHaveTextContent('Navegador desconocido');
    expect(phone).not.toHaveTextContent('Esta sesión');
    expect(within(phone).getByRole('button', { name: /Cerrar sesión de Navegador desconocido/ })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('ends one other session and then every other one', async () => {
    const third = { ...PHONE, id: '33333333-3333-4333-8333-333333333333', device: '99887766' };
    const ended = sessionsServer([CURRENT, PHONE, third]);
    const user = userEvent.setup();
    renderWithProviders(<SessionsDialog onClose={() => undefined} />);
    await user.click(await screen.findByTestId(`session-end-${PHONE.id}`));
    await waitFor(() => expect(screen.queryByTestId(`session-row-${PHONE.id}`)).toBeNull());
    expect(ended).toEqual([PHONE.id]);
    expect(await screen.findByText('Se cerró la sesión.')).toBeInTheDocument();

    await user.click(screen.getByTestId('sessions-end-others'));
    await waitFor(() => expect(screen.queryByTestId(`session-row-${third.id}`)).toBeNull());
    expect(ended).toEqual([PHONE.id, 'others']);
    expect(screen.getByTestId('sessions-empty')).toHaveTextContent('No tienes otras sesiones abiertas.');
    expect(screen.getByTestId('sessions-end-others')).toBeDisabled();
  });

  it('alone: says there is no other session and "Cerrar las demás" is disabled', async () => {
    sessionsServer([CURRENT]);
    renderWithProviders(<SessionsDialog onClose={() => undefined} />);
    expect(await screen.findByTestId('sessions-empty')).toBeInTheDocument();
    expect(screen.getByTestId('sessions-end-others')).toBeDisabled();
  });

  it('a failed load says so and loads again on «Reintentar»', async () => {
    let fail = true;
    server.use(
      http.get('/api/auth/sessions', () =>
        fail
          ? HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: 500 })
          : HttpResponse.json({ sessions: [CURRENT] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SessionsDialog onClose={() => undefined} />);
    expect(await screen.findByTestId('sessions-error', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByTestId('sessions-retry'));
    expect(await screen.findByTestId(`session-row-${CURRENT.id}`)).toBeInTheDocument();
  });
});
