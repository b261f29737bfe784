import { http as mswHttp, HttpResponse } from 'msw';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../../lib/http/httpClient';
import { makeUser } from '../../test/fixtures';
import { sessionHandlers } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

async function landedOn(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 4000 });
}

describe('route guards in the app (spec 01 §2 order)', () => {
  it('shows a full-page loader while the silent refresh settles', async () => {
    server.use(...sessionHandlers({ user: null }));
    const { router } = renderApp('/');
    expect(screen.getByTestId('full-page-loader')).toBeInTheDocument();
    await landedOn(router, '/login');
  });

  it('1. profile onboarding first, even on a page the user may not open', async () => {
    server.use(...sessionHandlers({ user: makeUser({ needsOnboarding: true, email: null, accessiblePages: [] }) }));
    const { router } = renderApp('/settings');
    await landedOn(router, '/onboarding');
    expect(await screen.findByTestId('onboarding-page')).toBeInTheDocument();
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
  });

  it('2. company onboarding next; the menu stays hidden', async () => {
    server.use(...sessionHandlers({ user: makeUser({ needsCompanyOnboarding: true, companies: [] }), companies: [] }));
    const { router } = renderApp('/');
    await landedOn(router, '/company-onboarding');
    expect(await screen.findByTestId('company-onboarding-wait')).toBeInTheDocument();
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
  });

  it('1-2. a user who needs no onboarding is sent from /onboarding and /company-onboarding to /', async () => {
    server.use(...sessionHandlers({ user: makeUser() }));
    const first = renderApp('/onboarding');
    await landedOn(first.router, '/');
    first.unmount();
    const second = renderApp('/company-onboarding');
    await landedOn(second.router, '/');
  });

  it('3. no session: /login, remembering the origin, and back there after signing in', async () => {
    server.use(...sessionHandlers({ user: null }));
    const { router } = renderApp('/credits?page=2');
    await landedOn(router, '/login');
    expect(router.state.location.state).toEqual({ from: '/credits?page=2' });

    const hr = makeUser({ role: 'hr', accessiblePages: ['offers', 'loan', 'loans', 'employees'] });
    server.use(
      mswHttp.post('/api/auth/login', () => HttpResponse.json({ accessToken: 'access-2', expiresIn: 900 })),
      ...sessionHandlers({ user: hr }).filter((_, i) => i !== 0),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^RFC/), 'RRHH800101AA1');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo#2026');
    await waitFor(() => expect(screen.getByTestId('auth-submit')).toBeEnabled());
    await user.click(screen.getByTestId('auth-submit'));
    await landedOn(router, '/credits');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('4. a page without permission goes to /unauthorized with a big 403', async () => {
    server.use(...sessionHandlers({ user: makeUser({ accessiblePages: ['offers'] }) }));
    const { router } = renderApp('/treasury');
    await landedOn(router, '/unauthorized');
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(screen.getByText('No tienes permiso para ver esta página')).toBeInTheDocument();
    expect(screen.getByTestId('go-home')).toHaveAttribute('href', '/');
  });

  it('5. a signed-in user on /login goes to /', async () => {
    server.use(...sessionHandlers({ user: makeUser() }));
    const { router } = renderApp('/login');
    await landedOn(router, '/');
    expect(await screen.findByTestId('offers-page')).toBeInTheDocument();
  });

  it('/notifications needs only a session', async () => {
    server.use(...sessionHandlers({ user: makeUser({ accessiblePages: [] }) }));
    const { router } = renderApp('/notifications');
    expect(await screen.findByTestId('notifications-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('a failed refresh after a 401 ends on /login', async () => {
    server.use(...sessionHandlers({ user: makeUser() }));
    const { router } = renderApp('/');
    expect(await screen.findByTestId('side-menu')).toBeInTheDocument();
    server.use(
      mswHttp.post('/api/auth/refresh', () =>
        HttpResponse.json({ error: 'invalid_refresh_token', message: 'x' }, { status: 401 }),
      ),
      mswHttp.get('/api/some-call', () => HttpResponse.json({ error: 'unauthorized', message: 'x' }, { status: 401 })),
    );
    await act(async () => {
      await apiRequest('/some-call').catch(() => undefined);
    });
    await landedOn(router, '/login');
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
  });
});
