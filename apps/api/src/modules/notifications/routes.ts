/** The caller's own notices (spec 01 §2, §7), declared in the domain's notificationsApi. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { deleteNotification, listNotifications, markAllRead, markRead } from './service';

export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, notificationsApi.list, async function listMyNotifications(request) {
    const { limit, offset, include_read } = request.query;
    return listNotifications(db, authOf(request).id, { limit, offset, includeRead: include_read });
  });

  // The session query already counted the unread notifications (see authUser.ts).
  route(app, notificationsApi.count, async function countMyUnread(request) {
    return { count: authOf(request).unreadNotifications };
  });

  route(app, notificationsApi.readAll, async function markAllMyNotificationsRead(request) {
    return { count: await markAllRead(db, authOf(request).id, clock.now()) };
  });

  route(app, notificationsApi.read, async function markMyNotificationRead(request) {
    return { count: await markRead(db, authOf(request).id, request.params.id, clock.now()) };
  });

  route(app, notificationsApi.remove, async function deleteMyNotification(request) {
    return { count: await deleteNotification(db, authOf(request).id, request.params.id) };
  });
};
