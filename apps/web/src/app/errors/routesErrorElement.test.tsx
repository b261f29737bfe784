import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { sessionHandlers } from '../../test/handlers';
import { makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { CHUNK_RELOAD_KEY, pageReloader } from './chunkReload';

// The offers screen fails with the browser's missing-chunk error (its own lazy import of a
// sub-chunk, after a deploy replaced the build while the tab was open).
vi.mock('../../features/offers/components/OffersPage', () => ({
  OffersPage: () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/ApplyPanel-old.js');
  },
}));

afterEach(() => vi.restoreAllMocks());

it('the real route table catches a missing screen chunk and reloads once', async () => {
  server.use(...sessionHandlers({ user: makeUser() }));
  const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderApp('/');
  await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5000 });
  expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
});

it('after that reload, the same failure shows the Spanish error page', async () => {
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  server.use(...sessionHandlers({ user: makeUser() }));
  const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderApp('/');
  expect(await screen.findByTestId('route-error-page')).toHaveTextContent('Algo salió mal');
  expect(reload).not.toHaveBeenCalled();
});
