import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/queryKeys';
import { makeUserWithRole } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { NotificationsBell } from './NotificationsBell';
import { unreadCountQuery } from '../api/useUnreadCountQuery';

/** Stands for the credits screen's list: a query under the credits prefix that counts its reads. */
function CreditsList({ reads }: { reads: { n: number } }) {
  useQuery({
    queryKey: [...queryKeys.creditsLists, 'list', {}, 1, 10],
    queryFn: () => {
      reads.n += 1;
      return reads.n;
    },
    staleTime: Infinity,
  });
  return null;
}

describe('the bell refreshes the credits list', () => {
  it('when the polled unread count rises, the credits list is read again; when it falls, it is not', async () => {
    let count = 1;
    server.use(mswHttp.get('/api/notifications/count', () => HttpResponse.json({ count })));
    const reads = { n: 0 };
    const { client } = renderWithProviders(
      <>
        <NotificationsBell user={makeUserWithRole('hr')} />
        <CreditsList reads={reads} />
      </>,
    );
    await screen.findByTestId('notifications-badge');
    await waitFor(() => expect(reads.n).toBe(1));

    // The next poll finds a new notice (a new loan request).
    count = 2;
    await act(() => client.refetchQueries({ queryKey: unreadCountQuery.queryKey }));
    await waitFor(() => expect(reads.n).toBe(2));

    // Reading notices lowers the count: no list changed.
    count = 0;
    await act(() => client.refetchQueries({ queryKey: unreadCountQuery.queryKey }));
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument());
    expect(reads.n).toBe(2);
  });
});
