import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { onSessionExpired } from '../lib/http/httpClient';
import { AppProviders } from './AppProviders';
import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  useEffect(
    () =>
      onSessionExpired(() => {
        // The guards send the user to /login (remembering the page); drop the stale user.
        queryClient.removeQueries({ queryKey: queryKeys.me });
      }),
    [],
  );
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
