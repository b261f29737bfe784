import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeNotification, makeUserWithRole } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { NotificationsBell } from './NotificationsBell';
import { NotificationsPage } from './NotificationsPage';

function serve() {
  const items = [makeNotification({ id: 1, title: 'Préstamo aprobado', is_read: false })];
  server.use(
    mswHttp.get('/api/notifications/count', () => HttpResponse.json({ count: 1 })),
    mswHttp.get('/api/notifications', () =>
      HttpResponse.json({ notifications: items, unreadCount: 1, total: 1, hasMore: false }),
    ),
  );
}

describe('notifications accessibility', () => {
  it("the Notificaciones page's title is the page's h1", async () => {
    serve();
    renderWithProviders(<NotificationsPage user={makeUserWithRole('hr')} />, { path: '/notifications' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
  });

  it("the bell's popup is a dialog named by its title", async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell user={makeUserWithRole('hr')} />);
    const bell = await screen.findByTestId('notifications-bell');
    expect(bell).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(bell);
    const popup = await screen.findByTestId('notifications-popup');
    expect(popup).toHaveAttribute('role', 'dialog');
    // Named by its title (checked through the reference: jsdom has no layout, so Mantine's
    // floating dropdown may count as detached and hidden, which blanks a computed name).
    const title = document.getElementById(popup.getAttribute('aria-labelledby') ?? '');
    expect(title).not.toBeNull();
    expect(popup).toContainElement(title);
    expect(title).toHaveTextContent(/^Notificaciones$/);
    expect(await within(popup).findByText('Préstamo aprobado')).toBeInTheDocument();
  });

  it('icons are decorative: the bell and the delete button are named by their labels, their icons hidden', async () => {
    serve();
    renderWithProviders(<NotificationsBell user={makeUserWithRole('hr')} />);
    const bell = await screen.findByRole('button', { name: /notificaciones/i });
    const icon = bell.querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon!.querySelector('title')).toBeNull();

    renderWithProviders(<NotificationsPage user={makeUserWithRole('hr')} />, { path: '/notifications' });
    const remove = await screen.findByTestId('notification-delete-1');
    expect(remove).toHaveAccessibleName(/Préstamo aprobado/);
    expect(remove.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
