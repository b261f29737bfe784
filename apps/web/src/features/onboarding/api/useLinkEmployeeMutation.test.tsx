/** Linking answers only the company: the session user and the companies list are read again. */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { setAccessToken } from '../../../lib/authStore';
import { companiesQuery } from '../../../lib/session/companiesQuery';
import { meQuery } from '../../../lib/session/fetchMe';
import { companyA, makeUser } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { useLinkEmployeeMutation } from './useLinkEmployeeMutation';

// The switcher read an empty list during company onboarding.
it('after linking, the header switcher gets the linked company', async () => {
  let linked = false;
  server.use(
    mswHttp.get('/api/auth/me', () =>
      HttpResponse.json(makeUser({ companies: linked ? [companyA] : [], needsCompanyOnboarding: !linked })),
    ),
    mswHttp.get('/api/companies', () => HttpResponse.json(linked ? [companyA] : [])),
    mswHttp.post('/api/employees/link', () => {
      linked = true;
      return HttpResponse.json({ companyId: companyA.id });
    }),
  );
  setAccessToken('token');
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  // The shell on company onboarding: the session user and the switcher's list are watched.
  const { result } = renderHook(
    () => ({ me: useQuery(meQuery), companies: useQuery(companiesQuery), link: useLinkEmployeeMutation() }),
    { wrapper },
  );
  await waitFor(() => expect(result.current.companies.data).toEqual([]));

  await act(() => result.current.link.mutateAsync({ code: 'ABCD2345EFGH' }));

  await waitFor(() => expect(result.current.companies.data).toEqual([companyA]));
  expect(result.current.me.data?.companies).toEqual([companyA]);
});
