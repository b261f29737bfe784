/**
 * UI review minor "A revoked user's open session is sent to /login with no explanation"
 * (decision 051): when the server refuses the refresh with a reason, /login says it in Spanish;
 * an explicit logout or a fresh visit says nothing.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authStore, resetAuth, setAccessToken } from '../../../lib/authStore';
import { apiRequest } from '../../../lib/http/httpClient';
import { makeUser } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { renderApp, renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { LoginPage } from './LoginPage';

const refusedRefresh = (error: string) =>
  mswHttp.post('/api/auth/refresh', () => HttpResponse.json({ error, message: 'x' }, { status: 401 }));

async function landedOnLogin(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
  expect(await screen.findByTestId('login-page')).toBeInTheDocument();
}

describe('/login explains why the server ended the session', () => {
  // The next call is 401, the refresh says session_revoked, /login says so.
  it('an open session whose access was revoked', async () => {
    server.use(...sessionHandlers({ user: makeUser() }));
    const { router } = renderApp('/');
    expect(await screen.findByTestId('side-menu')).toBeInTheDocument();
    server.use(
      refusedRefresh('session_revoked'),
      mswHttp.get('/api/some-call', () => HttpResponse.json({ error: 'unauthorized', message: 'x' }, { status: 401 })),
    );
    await act(async () => {
      await apiRequest('/some-call').catch(() => undefined);
    });
    await landedOnLogin(router);
    const alert = await screen.findByTestId('session-ended');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('Tu sesión terminó');
    expect(alert).toHaveTextContent(
      'Se revocó el acceso de tu cuenta. Si crees que es un error, consulta a Recursos Humanos.',
    );
  });

  it('a session ended for safety (reuse detected) says so too', async () => {
    server.use(...sessionHandlers({ user: makeUser() }));
    const { router } = renderApp('/');
    expect(await screen.findByTestId('side-menu')).toBeInTheDocument();
    server.use(
      refusedRefresh('session_ended'),
      mswHttp.get('/api/some-call', () => HttpResponse.json({ error: 'unauthorized', message: 'x' }, { status: 401 })),
    );
    await act(async () => {
      await apiRequest('/some-call').catch(() => undefined);
    });
    await landedOnLogin(router);
    expect(await screen.findByTestId('session-ended')).toHaveTextContent('Cerramos tu sesión por seguridad');
  });

  it('a reload after the access was revoked: the start-up refresh is refused and /login says why', async () => {
    server.use(refusedRefresh('session_revoked'), ...sessionHandlers({ user: null }));
    const { router } = renderApp('/');
    await landedOnLogin(router);
    expect(await screen.findByTestId('session-ended')).toHaveTextContent('Se revocó el acceso de tu cuenta');
  });

  it('a fresh visit with an expired cookie shows nothing', async () => {
    server.use(...sessionHandlers({ user: null }));
    const { router } = renderApp('/');
    await landedOnLogin(router);
    expect(screen.queryByTestId('session-ended')).not.toBeInTheDocument();
  });

  it('an explicit logout and a new sign-in clear the reason', () => {
    act(() => resetAuth('expired', 'session_revoked'));
    act(() => resetAuth('logout'));
    expect(authStore.get().endedBy).toBeNull();
    act(() => resetAuth('expired', 'session_ended'));
    act(() => setAccessToken('new-token'));
    expect(authStore.get().endedBy).toBeNull();
  });

  it('renders the message from the catalog for each code', () => {
    server.use(...sessionHandlers({ user: null }));
    resetAuth('expired', 'invalid_refresh_token');
    renderWithProviders(<LoginPage />, { path: '/login' });
    expect(screen.getByTestId('session-ended')).toHaveTextContent('La sesión ya no es válida. Inicia sesión de nuevo.');
  });
});
