import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures';
import { sessionHandlers } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { routeTitleKey } from './useDocumentTitle';

describe('document.title', () => {
  it('follows the route outside the shell: login, then the unauthorized page', async () => {
    server.use(...sessionHandlers({ user: null }));
    const { router } = renderApp('/login');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Abono'));
    await router.navigate('/unauthorized');
    await waitFor(() => expect(document.title).toBe('Acceso no autorizado · Abono'));
  });

  it("names each shell page after the route's title", async () => {
    server.use(...sessionHandlers({ user: makeUser() }));
    const { router } = renderApp('/');
    await screen.findByTestId('side-menu');
    await waitFor(() => expect(document.title).toBe('Ofertas · Abono'));
    await router.navigate('/notifications');
    await waitFor(() => expect(document.title).toBe('Notificaciones · Abono'));
    await router.navigate('/insurance-offers');
    await waitFor(() => expect(document.title).toBe('Seguros · Abono'));
  });

  it('takes the deepest route that declares a title', () => {
    expect(routeTitleKey([{ handle: undefined }, { handle: { titleKey: 'a' } }, { handle: { access: {} } }])).toBe('a');
    expect(routeTitleKey([{ handle: { titleKey: 'a' } }, { handle: { titleKey: 'b' } }])).toBe('b');
    expect(routeTitleKey([{ handle: null }])).toBeNull();
  });
});
