import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RoleName } from '@abono/domain';
import { selectedCompanyStore } from '../../../lib/selectedCompanyStore';
import { companyB, makeNotification, makeUserWithRole } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { NotificationsBell } from './NotificationsBell';

function renderBell(role: RoleName = 'hr') {
  return renderWithProviders(<NotificationsBell user={makeUserWithRole(role)} />);
}

describe('NotificationsBell', () => {
  it('caps the unread badge at 99+', async () => {
    server.use(...sessionHandlers({ user: null, unread: 150 }));
    renderBell();
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent('99+');
    expect(screen.getByTestId('notifications-bell')).toHaveAccessibleName('Notificaciones, 150 sin leer');
  });

  it('shows the exact count below the cap and no badge at zero', async () => {
    server.use(...sessionHandlers({ user: null, unread: 7 }));
    const first = renderBell();
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent('7');
    first.unmount();
    server.use(...sessionHandlers({ user: null, unread: 0 }));
    const second = renderBell();
    await waitFor(() => expect(second.client.getQueryData(['notifications', 'count'])).toBe(0));
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('polls the count every 30 seconds', async () => {
    const { NOTIFICATIONS_POLL_MS } = await import('../api/useUnreadCountQuery');
    expect(NOTIFICATIONS_POLL_MS).toBe(30_000);
  });

  it('lists the latest 10, offers mark-all-read only with unread, and links to /notifications', async () => {
    let listUrl = '';
    const items = [makeNotification({ id: 1 }), makeNotification({ id: 2, is_read: true, title: 'Leída' })];
    // MSW uses the first matching handler: overrides go before the defaults.
    server.use(
      mswHttp.get('/api/notifications', ({ request }) => {
        listUrl = request.url;
        return HttpResponse.json({ notifications: items, unreadCount: 1, total: 2, hasMore: false });
      }),
      ...sessionHandlers({ user: null, unread: 1, notifications: items }),
    );
    const user = userEvent.setup();
    renderBell();
    await screen.findByTestId('notifications-badge');
    await user.click(screen.getByTestId('notifications-bell'));
    expect(await screen.findByTestId('notification-item-1')).toBeInTheDocument();
    expect(new URL(listUrl).searchParams.get('limit')).toBe('10');
    expect(screen.getByTestId('notifications-view-all')).toHaveAttribute('href', '/notifications');
    await user.click(screen.getByTestId('notifications-mark-all'));
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument());
    expect(screen.queryByTestId('notifications-mark-all')).not.toBeInTheDocument();
  });

  it('clicking an item marks it read and navigates by role', async () => {
    let marked = '';
    server.use(
      mswHttp.put('/api/notifications/:id/read', ({ params }) => {
        marked = String(params.id);
        return HttpResponse.json({ count: 0 });
      }),
      ...sessionHandlers({
        user: null,
        unread: 1,
        notifications: [makeNotification({ id: 5, resource_type: 'loan', resource_id: 42 })],
      }),
    );
    const user = userEvent.setup();
    const { router } = renderBell('hr');
    await user.click(screen.getByTestId('notifications-bell'));
    await user.click(await screen.findByTestId('notification-item-5'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/detail/42'));
    await waitFor(() => expect(marked).toBe('5'));
  });

  it("an employee opening another company's loan notice switches to that company before /my-credit", async () => {
    server.use(
      ...sessionHandlers({
        user: null,
        unread: 1,
        notifications: [
          makeNotification({
            id: 6,
            type: 'loan_status_change',
            resource_type: 'loan',
            resource_id: 77,
            company_id: companyB.id,
          }),
        ],
      }),
    );
    const user = userEvent.setup();
    const { router } = renderBell('employee');
    expect(selectedCompanyStore.get()).toBeNull();
    await user.click(screen.getByTestId('notifications-bell'));
    await user.click(await screen.findByTestId('notification-item-6'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-credit'));
    expect(selectedCompanyStore.get()).toBe(companyB.id);
  });
});
