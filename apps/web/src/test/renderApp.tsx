import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../app/queryClient';
import { routes } from '../app/routes';
import { theme } from '../app/theme';

export function TestProviders({ client, children }: { client: QueryClient; children: ReactElement }) {
  return (
    <MantineProvider theme={theme}>
      <Notifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders the real route table in a memory router at `path`. */
export function renderApp(path: string, options: { routes?: RouteObject[]; client?: QueryClient } = {}) {
  const client = options.client ?? createQueryClient();
  const router = createMemoryRouter(options.routes ?? routes, { initialEntries: [path] });
  const utils = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router, client };
}

/** Renders one component with providers and a memory router around it. */
export function renderWithProviders(
  ui: ReactElement,
  options: { path?: string; client?: QueryClient; extraRoutes?: RouteObject[] } = {},
) {
  const client = options.client ?? createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }, ...(options.extraRoutes ?? [])], {
    initialEntries: [options.path ?? '/'],
  });
  const utils = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...utils, router, client };
}
