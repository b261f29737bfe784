import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { companyA, companyB, makeNotification, makeUserWithRole } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { noticeCompany } from '../lib/noticeCompany';
import { NotificationsBell } from './NotificationsBell';
import { NotificationsPage } from './NotificationsPage';

const approvedA = makeNotification({
  id: 1,
  type: 'loan_status_change',
  title: 'Tu préstamo fue aprobado',
  company_id: companyA.id,
  company_name: companyA.name,
});
const approvedB = makeNotification({
  id: 2,
  type: 'loan_status_change',
  title: 'Tu préstamo fue aprobado',
  company_id: companyB.id,
  company_name: companyB.name,
});

function serve() {
  const items = [approvedB, approvedA];
  server.use(
    mswHttp.get('/api/notifications/count', () => HttpResponse.json({ count: 2 })),
    mswHttp.get('/api/notifications', () =>
      HttpResponse.json({ notifications: items, unreadCount: 2, total: 2, hasMore: false }),
    ),
  );
}

describe('notices name their company (decision 053)', () => {
  it('in the bell of a person in two companies, each notice names its own company', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell user={makeUserWithRole('employee', { companies: [companyA, companyB] })} />);
    await user.click(await screen.findByTestId('notifications-bell'));
    expect(await screen.findByTestId('notification-item-1')).toHaveTextContent(companyA.name);
    expect(screen.getByTestId('notification-item-2')).toHaveTextContent(companyB.name);
  });

  it('on the Notificaciones page too', async () => {
    serve();
    renderWithProviders(
      <NotificationsPage user={makeUserWithRole('employee', { companies: [companyA, companyB] })} />,
      { path: '/notifications' },
    );
    expect(await screen.findByTestId('notification-company-1')).toHaveTextContent(companyA.name);
    expect(screen.getByTestId('notification-company-2')).toHaveTextContent(companyB.name);
  });

  // Names it when it is another (access since lost)
  it("names no company on a notice about the viewer's one and only company", () => {
    const single = { companies: [companyA] };
    expect(noticeCompany(approvedA, single)).toBeNull();
    expect(noticeCompany(approvedB, single)).toBe(companyB.name);
    expect(noticeCompany({ company_id: null, company_name: null }, single)).toBeNull();
    expect(noticeCompany(approvedA, { companies: [companyA, companyB] })).toBe(companyA.name);
  });
});
