import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { setSelectedCompanyId } from '../../lib/selectedCompanyStore';
import { companyA, companyB, makeTwoCompanyUser, makeUser } from '../../test/fixtures';
import { mockViewport } from '../../test/viewport';
import { renderWithProviders } from '../../test/renderApp';
import { server } from '../../test/server';
import { UserMenu } from './UserMenu';

afterEach(() => vi.restoreAllMocks());
// The profile holds the e-mail notices switch, which reads the user's preferences.
beforeEach(() =>
  server.use(
    http.get('/api/auth/preferences', () =>
      HttpResponse.json({ emailNotices: true, hasEmail: true, mailEnabled: true }),
    ),
  ),
);

describe('UserMenu', () => {
  it('shows the initials and opens the profile as a popover on wide screens', async () => {
    mockViewport(false);
    const user = userEvent.setup();
    setSelectedCompanyId(companyA.id);
    renderWithProviders(<UserMenu user={makeUser()} />);
    const trigger = screen.getByTestId('user-menu');
    expect(trigger).toHaveTextContent('AL');
    // Label in name (WCAG 2.5.3): the visible initials start the accessible name.
    expect(trigger).toHaveAccessibleName('AL, Menú de usuario');
    await user.click(trigger);
    expect(await screen.findByTestId('user-profile')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Mi perfil' })).toBeNull();
  });

  it('below 768 px opens a fixed, centred dialog', async () => {
    mockViewport(true);
    const user = userEvent.setup();
    renderWithProviders(<UserMenu user={makeUser({ employees: [], email: null })} />);
    await user.click(screen.getByTestId('user-menu'));
    const dialog = await screen.findByRole('dialog', { name: 'Mi perfil' });
    expect(within(dialog).getByTestId('user-name')).toHaveTextContent('EMPL800101AA1');
    expect(within(dialog).getByTestId('user-email')).toHaveTextContent('No disponible');
    expect(within(dialog).getByTestId('logout-button')).toBeInTheDocument();
  });

  it("shows the selected company's employee record and follows the company switch", async () => {
    mockViewport(false);
    const user = userEvent.setup();
    setSelectedCompanyId(companyB.id);
    renderWithProviders(<UserMenu user={makeTwoCompanyUser({ email: null, phone: null })} />);
    await user.click(screen.getByTestId('user-menu'));
    const profile = await screen.findByTestId('user-profile');
    expect(within(profile).getByTestId('user-control-number')).toHaveTextContent('P-900');
    expect(within(profile).getByTestId('user-name')).toHaveTextContent('Ana María López Ruiz');
    expect(within(profile).getByTestId('user-email')).toHaveTextContent('ana@pacifico.mx');
    act(() => setSelectedCompanyId(companyA.id));
    expect(within(profile).getByTestId('user-control-number')).toHaveTextContent('E-001');
    expect(within(profile).getByTestId('user-phone')).toHaveTextContent('5512345678');
  });

  it('«Cambiar contraseña» and «Mis sesiones» close the menu and open their dialogs', async () => {
    mockViewport(false);
    server.use(http.get('/api/auth/sessions', () => HttpResponse.json({ sessions: [] })));
    const user = userEvent.setup();
    renderWithProviders(<UserMenu user={makeUser()} />);
    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('open-change-password'));
    expect(await screen.findByRole('dialog', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('user-profile')).toBeNull());
    await user.click(screen.getByTestId('change-password-cancel'));
    await waitFor(() => expect(screen.queryByTestId('change-password-dialog')).toBeNull());

    await user.click(screen.getByTestId('user-menu'));
    await user.click(await screen.findByTestId('open-sessions'));
    expect(await screen.findByRole('dialog', { name: 'Mis sesiones' })).toBeInTheDocument();
  });
});
