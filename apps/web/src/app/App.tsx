import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { queryClient } from './queryClient';
import { routes } from './routes';
import { clearUserDataOnSessionExpiry } from '../lib/session/clearUserData';

/** Exported for main.tsx, which waits for /login's lazy route before rendering over the prerendered form. */
export const router = createBrowserRouter(routes);

export function App() {
  // The guards send the user to /login (remembering the page); nothing of theirs stays cached.
  useEffect(() => clearUserDataOnSessionExpiry(queryClient), []);
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
