import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { TOAST_CONTAINER, TOAST_DURATION_MS } from '../lib/toast';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transition code) loads after the first paint; toasts
// raised before it mounts wait in the notifications store and show up then.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/** Mantine (light theme), toasts and TanStack Query. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications {...TOAST_CONTAINER} autoClose={TOAST_DURATION_MS} />
      </Suspense>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
