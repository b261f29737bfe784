/** The profile route answers the session user: the mutation writes it into the cache, no refetch. */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { setAccessToken } from '../../../lib/authStore';
import { meQuery } from '../../../lib/session/fetchMe';
import { makeUser } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { useOnboardingMutation } from './useOnboardingMutation';

it('writes the answered session user into the session cache without asking /me again', async () => {
  const before = makeUser({ id: 7, email: null, phone: null, needsOnboarding: true });
  const after = makeUser({ id: 7, email: 'ana@ejemplo.mx', phone: '5512345678', needsOnboarding: false });
  let meCalls = 0;
  server.use(
    mswHttp.get('/api/auth/me', () => {
      meCalls += 1;
      return HttpResponse.json(before);
    }),
    mswHttp.put('/api/employees/onboarding/7', () => HttpResponse.json(after)),
  );
  setAccessToken('token');
  const client = new QueryClient();
  client.setQueryData(meQuery.queryKey, before);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // The shell watches the session user, as on the onboarding page.
  const { result } = renderHook(() => ({ me: useQuery(meQuery), onboarding: useOnboardingMutation(7) }), { wrapper });

  await act(() => result.current.onboarding.mutateAsync({ email: 'ana@ejemplo.mx', phone: '5512345678' }));

  expect(client.getQueryData(meQuery.queryKey)).toEqual(after);
  await waitFor(() => expect(result.current.me.data).toEqual(after));
  expect(meCalls).toBe(0);
});
