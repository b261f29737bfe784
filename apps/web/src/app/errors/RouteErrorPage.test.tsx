import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { renderApp } from '../../test/renderApp';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  pageReloader,
  reloadOnceForChunkError,
} from './chunkReload';
import { RouteErrorPage } from './RouteErrorPage';

const staleChunk = () =>
  new TypeError('Failed to fetch dynamically imported module: https://abono.mx/assets/OffersPage-1a2b3c.js');

function failingRoutes(error: () => Error): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      lazy: () => Promise.reject(error()),
    },
  ];
}

afterEach(() => vi.restoreAllMocks());

describe('isChunkLoadError', () => {
  it('recognises the failed dynamic import of each browser and nothing else', () => {
    expect(isChunkLoadError(staleChunk())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads once, then not again within the window, then again after it', () => {
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    expect(reloadOnceForChunkError(staleChunk(), 1_000_000)).toBe(true);
    expect(reloadOnceForChunkError(staleChunk(), 1_000_000 + 5_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(staleChunk(), 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
  it('never reloads for an error that is not a missing chunk', () => {
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    expect(reloadOnceForChunkError(new Error('boom'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('RouteErrorPage', () => {
  it('reloads the page once when a lazy screen fails to load after a deploy', async () => {
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', { routes: failingRoutes(staleChunk) });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByTestId('route-error-page')).not.toBeInTheDocument();
  });

  it('shows the Spanish error page instead of reloading again right after its own reload', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 2_000));
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', { routes: failingRoutes(staleChunk) });
    expect(await screen.findByTestId('route-error-page')).toHaveTextContent('Algo salió mal');
    expect(screen.getByText('Hay una nueva versión de Abono. Recarga la página para continuar.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('route-error-reload'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('route-error-home')).toHaveAttribute('href', '/');
  });

  it('shows the error page (no reload) when a screen throws while rendering', async () => {
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('render failure');
    }
    renderApp('/', { routes: [{ path: '/', errorElement: <RouteErrorPage />, Component: Broken }] });
    expect(await screen.findByTestId('route-error-page')).toHaveTextContent('No pudimos mostrar esta página');
    expect(reload).not.toHaveBeenCalled();
  });
});
