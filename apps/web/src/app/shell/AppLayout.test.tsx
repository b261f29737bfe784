import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { grantsFor } from '@abono/domain';
import { getAccessToken } from '../../lib/authStore';
import { selectedCompanyStore } from '../../lib/selectedCompanyStore';
import { makeUser, makeUserWithRole } from '../../test/fixtures';
import { sessionHandlers } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

describe('the page shell', () => {
  it('has the logo link, the date, the switcher, the bell and the menu for the role', async () => {
    server.use(
      ...sessionHandlers({ user: makeUser({ role: 'hr', accessiblePages: ['offers', 'loan', 'loans', 'employees'] }) }),
    );
    renderApp('/');
    const menu = await screen.findByTestId('side-menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Ofertas', 'Créditos', 'Empleados']);
    expect(screen.getByTestId('header-logo')).toHaveAttribute('href', '/');
    expect(screen.getByTestId('today-date').textContent).toMatch(/ de \d{4}$/);
    expect(screen.getByTestId('company-switcher')).toBeInTheDocument();
    expect(screen.getByTestId('notifications-bell')).toBeInTheDocument();
  });

  it('the user menu shows the profile, and logout resets everything and lands on /login', async () => {
    server.use(...sessionHandlers({ user: makeUser() }));
    const user = userEvent.setup();
    const { router, client } = renderApp('/insurance-offers');
    await user.click(await screen.findByTestId('user-menu'));
    const popup = await screen.findByTestId('user-profile');
    expect(within(popup).getByTestId('user-name')).toHaveTextContent('Ana María López');
    expect(within(popup).getByTestId('user-email')).toHaveTextContent('ana@example.com');
    expect(within(popup).getByTestId('user-control-number')).toHaveTextContent('E-001');
    expect(within(popup).getByTestId('user-phone')).toHaveTextContent('5512345678');
    expect(within(popup).getByText('AL')).toBeInTheDocument();
    await waitFor(() => expect(selectedCompanyStore.get()).toBe(1));

    await user.click(within(popup).getByTestId('logout-button'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toBeFalsy();
    expect(await screen.findByText('Sesión cerrada correctamente')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
    expect(selectedCompanyStore.get()).toBeNull();
    expect(
      client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.data !== undefined),
    ).toEqual([]);
  });

  it('onboarding saves email and phone, then goes to /', async () => {
    const before = makeUser({ needsOnboarding: true, email: null, phone: null, employees: [] });
    const after = makeUser();
    let body: unknown = null;
    let current = before;
    server.use(
      mswHttp.put('/api/employees/onboarding/:id', async ({ request }) => {
        body = await request.json();
        current = after;
        return HttpResponse.json(after);
      }),
      mswHttp.get('/api/auth/me', () => HttpResponse.json(current)),
      ...sessionHandlers({ user: before }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByTestId('onboarding-page');
    await user.click(screen.getByTestId('onboarding-submit'));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'no-es-correo');
    await user.type(screen.getByLabelText(/^Teléfono/), '5512345678');
    await user.click(screen.getByTestId('onboarding-submit'));
    expect(await screen.findByText('El correo electrónico no es válido')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Correo electrónico/));
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'ana@example.com');
    await user.click(screen.getByTestId('onboarding-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(body).toEqual({ email: 'ana@example.com', phone: '5512345678' });
    expect(await screen.findByTestId('side-menu')).toBeInTheDocument();
  });

  it('company onboarding offers admins the create-company button', async () => {
    server.use(
      ...sessionHandlers({
        user: makeUserWithRole('admin', { needsCompanyOnboarding: true, companies: [] }),
        companies: [],
      }),
    );
    renderApp('/company-onboarding');
    expect(await screen.findByTestId('company-onboarding-create')).toBeInTheDocument();
    expect(screen.queryByTestId('company-onboarding-wait')).not.toBeInTheDocument();
  });

  // The grant decides, never the role's name (decision 064).
  it('company onboarding: a role named admin without the create-company grant waits', async () => {
    const noGrant = makeUser({ role: 'admin', permissions: [], needsCompanyOnboarding: true, companies: [] });
    server.use(...sessionHandlers({ user: noGrant, companies: [] }));
    renderApp('/company-onboarding');
    expect(await screen.findByTestId('company-onboarding-wait')).toBeInTheDocument();
    expect(screen.queryByTestId('company-onboarding-create')).not.toBeInTheDocument();
  });

  it('company onboarding: a role called anything with the create-company grant creates', async () => {
    const custom = makeUser({
      role: 'fundadora',
      permissions: grantsFor(['create_company']),
      needsCompanyOnboarding: true,
      companies: [],
    });
    server.use(...sessionHandlers({ user: custom, companies: [] }));
    renderApp('/company-onboarding');
    expect(await screen.findByTestId('company-onboarding-create')).toBeInTheDocument();
  });
});
