import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { queryClient } from './queryClient';
import { routes } from './routes';
import { clearUserDataOnSessionExpiry } from '../lib/session/clearUserData';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The app's router, created on first use. Creating it starts the first navigation (the matched
 * routes' lazy chunks and their stylesheets), so main.tsx calls this in a task of its own rather
 * than while the entry's modules evaluate: two shorter tasks instead of one long one on a
 * phone's CPU (decision 037). main.tsx also waits for /login's lazy route before rendering over
 * the prerendered form.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}

export function App() {
  // The guards send the user to /login (remembering the page); nothing of theirs stays cached.
  useEffect(() => clearUserDataOnSessionExpiry(queryClient), []);
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  );
}
