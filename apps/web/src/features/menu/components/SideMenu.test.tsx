import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { sessionHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { SideMenu } from './SideMenu';

const labels = () =>
  within(screen.getByTestId('side-menu'))
    .queryAllByRole('link')
    .map((a) => a.textContent);

describe('SideMenu', () => {
  it('shows only accessible pages, in the spec order', async () => {
    server.use(...sessionHandlers({ user: null }));
    setSelectedCompanyId(1);
    renderWithProviders(<SideMenu accessiblePages={['products', 'treasury', 'settings', 'offers']} />);
    expect(labels()).toEqual(['Ofertas', 'Tesorería', 'Configuración', 'Productos']);
    expect(screen.getByTestId('menu-item-treasury')).toHaveAttribute('href', '/treasury');
  });

  it("hides 'my credit' without an active loan (404 counts as none)", async () => {
    server.use(...sessionHandlers({ user: null, activeLoan: null }));
    setSelectedCompanyId(1);
    const { client } = renderWithProviders(<SideMenu accessiblePages={['offers', 'loan']} />);
    await waitFor(() => expect(client.getQueryState(['loans', 'user-active', 1])?.status).toBe('success'));
    expect(labels()).toEqual(['Ofertas']);
  });

  it("shows 'my credit' while the user has an active loan", async () => {
    server.use(...sessionHandlers({ user: null, activeLoan: { id: 9, status: 'pending' } }));
    setSelectedCompanyId(1);
    renderWithProviders(<SideMenu accessiblePages={['offers', 'loan']} />);
    expect(await screen.findByTestId('menu-item-loan')).toHaveAttribute('href', '/my-credit');
    expect(labels()).toEqual(['Ofertas', 'Mi crédito']);
  });

  it('marks the current page', async () => {
    server.use(...sessionHandlers({ user: null }));
    renderWithProviders(<SideMenu accessiblePages={['offers', 'loans']} />, { path: '/credits/detail/3' });
    expect(screen.getByTestId('menu-item-loans')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('menu-item-offers')).not.toHaveAttribute('aria-current');
  });
});
