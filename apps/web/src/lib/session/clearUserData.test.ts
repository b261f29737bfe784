import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { getAccessToken, setAccessToken } from '../authStore';
import { apiRequest } from '../http/httpClient';
import { server } from '../../test/server';
import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../queryKeys';
import { meQuery } from './fetchMe';
import { makeUser } from '../../test/fixtures';
import { loanDetailQuery } from '../queries/loanDetailQuery';
import { activeLoanQuery } from '../queries/useActiveLoanQuery';
import { clearUserDataOnSessionExpiry } from './clearUserData';

let unsubscribe: (() => void) | null = null;
afterEach(() => unsubscribe?.());

it('a session that expires (failed refresh) leaves nothing of the user in the query cache', async () => {
  const client = new QueryClient();
  unsubscribe = clearUserDataOnSessionExpiry(client);
  client.setQueryData(meQuery.queryKey, makeUser({ id: 7 }));
  // Partial entries: the keys (untagged) are what is checked here.
  client.setQueryData([...activeLoanQuery(1).queryKey], { id: 10, status: 'applied' });
  client.setQueryData([...loanDetailQuery(10).queryKey], { id: 10, employee: { name: 'Ana' } });
  client.setQueryData([...queryKeys.notifications, 'latest'], { notifications: [{ id: 1 }] });
  setAccessToken('expired-token');
  server.use(
    mswHttp.get('/api/loans/user-active', () =>
      HttpResponse.json({ error: 'unauthorized', message: 'x' }, { status: 401 }),
    ),
    mswHttp.post('/api/auth/refresh', () =>
      HttpResponse.json({ error: 'invalid_refresh_token', message: 'x' }, { status: 401 }),
    ),
  );

  await expect(apiRequest('/loans/user-active')).rejects.toMatchObject({ status: 401 });

  expect(getAccessToken()).toBeNull();
  expect(client.getQueryCache().getAll()).toHaveLength(0);
});
