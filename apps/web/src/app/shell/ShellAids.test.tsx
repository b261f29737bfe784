import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider, createMemoryRouter, Link } from 'react-router';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { sessionHandlers } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { NavigationProgress } from './NavigationProgress';

describe('the shell for keyboard users and slow networks', () => {
  it('the first Tab reaches "Saltar al contenido", which moves focus to the main area', async () => {
    server.use(
      ...sessionHandlers({ user: makeUser({ role: 'hr', accessiblePages: ['offers', 'loan', 'loans', 'employees'] }) }),
      mswHttp.get('/api/companies/:id/active-products', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByTestId('side-menu');
    (document.activeElement as HTMLElement | null)?.blur();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows a progress bar while the next screen loads, and none once it has', async () => {
    let finish: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <NavigationProgress />
              <Outlet />
            </>
          ),
          children: [
            { path: '/', element: <Link to="/slow">Ir</Link> },
            { path: '/slow', lazy: () => slow.then(() => ({ Component: () => <p>Pantalla lenta</p> })) },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ir' }));
    expect(await screen.findByRole('progressbar', { name: 'Cargando la página…' })).toBeInTheDocument();
    // The old page stays meanwhile.
    expect(screen.getByRole('link', { name: 'Ir' })).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByText('Pantalla lenta')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});
