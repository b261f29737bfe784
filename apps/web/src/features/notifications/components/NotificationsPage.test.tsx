import type { NotificationItem } from '@abono/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoleName } from '@abono/domain';
import { selectedCompanyStore, setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { companyA, companyB, makeNotification, makeUserWithRole } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { NotificationsBell } from './NotificationsBell';
import { NotificationsPage } from './NotificationsPage';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MIN = 60_000;

interface ListCall {
  limit: string | null;
  offset: string | null;
  includeRead: string | null;
}

/** A server holding `items` (newest first): list with limit/offset/include_read, count, read, read-all, delete. */
function notificationServer(initial: NotificationItem[]) {
  let items = [...initial];
  const calls: ListCall[] = [];
  const deleted: number[] = [];
  const read: number[] = [];
  const unread = () => items.filter((n) => !n.is_read).length;
  server.use(
    mswHttp.get('/api/notifications/count', () => HttpResponse.json({ count: unread() })),
    mswHttp.get('/api/notifications', ({ request }) => {
      const q = new URL(request.url).searchParams;
      calls.push({ limit: q.get('limit'), offset: q.get('offset'), includeRead: q.get('include_read') });
      const limit = Number(q.get('limit') ?? 20);
      const offset = Number(q.get('offset') ?? 0);
      const list = q.get('include_read') === 'false' ? items.filter((n) => !n.is_read) : items;
      const page = list.slice(offset, offset + limit);
      return HttpResponse.json({
        notifications: page,
        unreadCount: unread(),
        total: list.length,
        hasMore: offset + page.length < list.length,
      });
    }),
    mswHttp.put('/api/notifications/read-all', () => {
      items = items.map((n) => ({ ...n, is_read: true }));
      return HttpResponse.json({ count: 0 });
    }),
    mswHttp.put('/api/notifications/:id/read', ({ params }) => {
      read.push(Number(params.id));
      items = items.map((n) => (n.id === Number(params.id) ? { ...n, is_read: true } : n));
      return HttpResponse.json({ count: unread() });
    }),
    mswHttp.delete('/api/notifications/:id', ({ params }) => {
      deleted.push(Number(params.id));
      items = items.filter((n) => n.id !== Number(params.id));
      return HttpResponse.json({ count: unread() });
    }),
  );
  return { calls, deleted, read };
}

function many(n: number, from = 1): NotificationItem[] {
  return Array.from({ length: n }, (_, i) =>
    makeNotification({
      id: from + i,
      title: `Aviso ${from + i}`,
      created_at: ago((from + i) * MIN),
      is_read: (from + i) % 2 === 0,
    }),
  );
}

function renderPage(role: RoleName = 'hr') {
  return renderWithProviders(<NotificationsPage user={makeUserWithRole(role)} />, { path: '/notifications' });
}

afterEach(() => vi.restoreAllMocks());

describe('NotificationsPage', () => {
  it('loads 20 per page and appends the next page with "Cargar más"', async () => {
    const { calls } = notificationServer(many(25));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('notification-page-item-1')).toBeInTheDocument();
    expect(screen.getByTestId('notification-page-item-20')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-page-item-21')).not.toBeInTheDocument();
    expect(calls[0]).toEqual({ limit: '20', offset: '0', includeRead: 'true' });
    await user.click(screen.getByTestId('notifications-load-more'));
    expect(await screen.findByTestId('notification-page-item-25')).toBeInTheDocument();
    expect(screen.getByTestId('notification-page-item-1')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ limit: '20', offset: '20', includeRead: 'true' });
    await waitFor(() => expect(screen.queryByTestId('notifications-load-more')).not.toBeInTheDocument());
  });

  it('toggles between all and unread only', async () => {
    const { calls } = notificationServer(many(4));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('notification-page-item-2')).toBeInTheDocument();
    const filter = screen.getByTestId('notifications-filter');
    await user.click(within(filter).getByText('No leídas'));
    await waitFor(() => expect(screen.queryByTestId('notification-page-item-2')).not.toBeInTheDocument());
    expect(screen.getByTestId('notification-page-item-1')).toBeInTheDocument();
    expect(calls.at(-1)?.includeRead).toBe('false');
    await user.click(within(filter).getByText('Todas'));
    expect(await screen.findByTestId('notification-page-item-2')).toBeInTheDocument();
  });

  it('offers mark-all-read only while unread exist, and it updates the bell', async () => {
    notificationServer([makeNotification({ id: 1 }), makeNotification({ id: 2, is_read: true })]);
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <NotificationsBell user={makeUserWithRole('hr')} />
        <NotificationsPage user={makeUserWithRole('hr')} />
      </>,
    );
    expect(await screen.findByTestId('notifications-badge')).toHaveTextContent('1');
    await user.click(await screen.findByTestId('notifications-mark-all-page'));
    await waitFor(() => expect(screen.queryByTestId('notifications-mark-all-page')).not.toBeInTheDocument());
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
    expect(screen.getByTestId('notification-page-item-1')).toHaveAttribute('data-read', 'true');
  });

  it('has no mark-all-read button when everything is read', async () => {
    notificationServer([makeNotification({ id: 1, is_read: true })]);
    renderPage();
    expect(await screen.findByTestId('notification-page-item-1')).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-mark-all-page')).not.toBeInTheDocument();
  });

  it('shows the error banner when the list fails to load', async () => {
    server.use(
      mswHttp.get('/api/notifications/count', () => HttpResponse.json({ count: 0 })),
      mswHttp.get('/api/notifications', () =>
        HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByTestId('notifications-error')).toHaveTextContent(
      'No fue posible cargar las notificaciones',
    );
  });

  it('shows an icon by type and the relative time in Spanish', async () => {
    notificationServer([
      makeNotification({ id: 1, type: 'loan_rejected', created_at: ago(20_000) }),
      makeNotification({ id: 2, type: 'loan_request', created_at: ago(5 * MIN) }),
      makeNotification({ id: 3, created_at: ago(3 * 60 * MIN) }),
      makeNotification({ id: 4, created_at: ago(2 * 24 * 60 * MIN) }),
      makeNotification({ id: 5, created_at: '2026-01-05T18:00:00.000Z' }),
    ]);
    renderPage();
    expect(await screen.findByTestId('notification-time-1')).toHaveTextContent('hace unos momentos');
    expect(screen.getByTestId('notification-time-2')).toHaveTextContent('hace 5 minutos');
    expect(screen.getByTestId('notification-time-3')).toHaveTextContent('hace 3 horas');
    expect(screen.getByTestId('notification-time-4')).toHaveTextContent('hace 2 días');
    expect(screen.getByTestId('notification-time-5')).toHaveTextContent(/^\d{2}\/\d{2}\/\d{2}$/);
    expect(
      within(screen.getByTestId('notification-page-item-1')).getByTestId('notification-icon-loan_rejected'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('notification-page-item-2')).getByTestId('notification-icon-loan_request'),
    ).toBeInTheDocument();
  });

  it('deletes a notification with its labelled button and lowers the unread count', async () => {
    const { deleted } = notificationServer([
      makeNotification({ id: 1, title: 'Nueva solicitud' }),
      makeNotification({ id: 2, is_read: true }),
    ]);
    const user = userEvent.setup();
    const { client } = renderPage();
    const button = await screen.findByTestId('notification-delete-1');
    expect(button).toHaveAccessibleName('Eliminar la notificación «Nueva solicitud»');
    await user.click(button);
    await waitFor(() => expect(screen.queryByTestId('notification-page-item-1')).not.toBeInTheDocument());
    expect(deleted).toEqual([1]);
    expect(client.getQueryData(['notifications', 'count'])).toBe(0);
    expect(screen.getByTestId('notification-page-item-2')).toBeInTheDocument();
  });

  it('only logs a failed delete or mark-read', async () => {
    notificationServer([makeNotification({ id: 1, type: 'loan_rejected' })]);
    server.use(
      mswHttp.delete('/api/notifications/:id', () =>
        HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: 500 }),
      ),
      mswHttp.put('/api/notifications/:id/read', () =>
        HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: 500 }),
      ),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('notification-page-item-1'));
    await user.click(screen.getByTestId('notification-delete-1'));
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('notification-page-item-1')).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-error')).not.toBeInTheDocument();
  });

  describe('clicking an item marks it read and navigates by role', () => {
    const cases: Array<[string, RoleName, Partial<NotificationItem>, string | null]> = [
      [
        'an employee goes to /my-credit',
        'employee',
        { type: 'loan_status_change', resource_type: 'loan', resource_id: 42 },
        '/my-credit',
      ],
      [
        'staff open the loan detail',
        'hr',
        { type: 'loan_request', resource_type: 'loan', resource_id: 42 },
        '/credits/detail/42',
      ],
      [
        'staff with the employees page open the employee companies',
        'hr',
        { type: 'employee_terminated', resource_type: 'employee', resource_id: 9 },
        '/employees/9/companies',
      ],
      // Treasury cannot open /employees: its terminated-employees tab (/treasury?tab=terminated), never the 403 page.
      [
        'treasury + employee_terminated opens the terminated employees of /treasury',
        'treasury',
        { type: 'employee_terminated', resource_type: 'employee', resource_id: 9 },
        '/treasury',
      ],
      // The welcome notice is about a company, not a loan: the offers, never "Crédito no encontrado".
      [
        'the welcome notice leads an employee to the offers',
        'employee',
        { type: 'employee_registration_invite', resource_type: 'company', resource_id: 1 },
        '/',
      ],
      [
        'no navigation for loan_rejected',
        'employee',
        { type: 'loan_rejected', resource_type: 'loan', resource_id: 42 },
        null,
      ],
      [
        'no navigation for loan_approved_accepted when treasury',
        'treasury',
        { type: 'loan_approved_accepted', resource_type: 'loan', resource_id: 42 },
        null,
      ],
    ];
    it.each(cases)('%s', async (_name, role, overrides, target) => {
      const { read } = notificationServer([makeNotification({ id: 7, ...overrides })]);
      const user = userEvent.setup();
      const { router } = renderPage(role);
      await user.click(await screen.findByTestId('notification-page-item-7'));
      await waitFor(() => expect(read).toEqual([7]));
      if (target) await waitFor(() => expect(router.state.location.pathname).toBe(target));
      else expect(router.state.location.pathname).toBe('/notifications');
    });
  });

  it("selects the notification's company before opening it", async () => {
    setSelectedCompanyId(companyA.id);
    notificationServer([
      makeNotification({
        id: 8,
        type: 'loan_status_change',
        resource_type: 'loan',
        resource_id: 77,
        company_id: companyB.id,
      }),
    ]);
    const user = userEvent.setup();
    const { router } = renderPage('employee');
    await user.click(await screen.findByTestId('notification-page-item-8'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-credit'));
    expect(selectedCompanyStore.get()).toBe(companyB.id);
  });
});
