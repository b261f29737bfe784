import type { CompanySummary, NotificationItem, SessionUser } from '@abono/domain';
import { http, HttpResponse } from 'msw';
import { companyA, companyB } from './fixtures';

export interface SessionOptions {
  user: SessionUser | null;
  companies?: CompanySummary[];
  unread?: number;
  notifications?: NotificationItem[];
  activeLoan?: { id: number; status: string } | null;
}

/** MSW handlers for everything the shell calls, for a user who has (or lacks) a refresh cookie. */
export function sessionHandlers({
  user,
  companies = [companyA, companyB],
  unread = 0,
  notifications = [],
  activeLoan = null,
}: SessionOptions) {
  return [
    http.post('/api/auth/refresh', () =>
      user
        ? HttpResponse.json({ accessToken: 'access-1', expiresIn: 900 })
        : HttpResponse.json({ error: 'invalid_refresh_token', message: 'La sesión ya no es válida.' }, { status: 401 }),
    ),
    http.get('/api/auth/me', ({ request }) =>
      user && request.headers.get('authorization')
        ? HttpResponse.json(user)
        : HttpResponse.json({ error: 'unauthorized', message: 'No autorizado' }, { status: 401 }),
    ),
    http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
    http.get('/api/auth/preferences', () =>
      HttpResponse.json({ emailNotices: Boolean(user?.email), hasEmail: Boolean(user?.email), mailEnabled: true }),
    ),
    http.get('/api/companies', () => HttpResponse.json(companies)),
    http.get('/api/notifications/count', () => HttpResponse.json({ count: unread })),
    http.get('/api/notifications', () =>
      HttpResponse.json({ notifications, unreadCount: unread, total: notifications.length, hasMore: false }),
    ),
    http.put('/api/notifications/read-all', () => HttpResponse.json({ count: 0 })),
    http.put('/api/notifications/:id/read', () => HttpResponse.json({ count: Math.max(0, unread - 1) })),
    http.get('/api/loans/user-active', () =>
      activeLoan
        ? HttpResponse.json(activeLoan)
        : HttpResponse.json({ error: 'not_found', message: 'No existe' }, { status: 404 }),
    ),
  ];
}
