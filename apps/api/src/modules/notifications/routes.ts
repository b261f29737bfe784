import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, notificationListQuerySchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { notificationListSchema as listResponseSchema, unreadCountSchema as countSchema } from '@abono/domain';
import { deleteNotification, listNotifications, markAllRead, markRead } from './service';

const tags = ['notifications'];
/** The caller's own notifications, of every company: no company scope. */
const own = { guard: { kind: 'authenticated' as const, scope: 'none' as const } };

export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.get(
    '/',
    {
      config: own,
      schema: { tags, summary: 'Mis notificaciones', querystring: notificationListQuerySchema, response: { 200: listResponseSchema } },
    },
    async (request) => {
      const { limit, offset, include_read } = request.query;
      return listNotifications(db, authOf(request).id, { limit, offset, includeRead: include_read });
    },
  );

  app.get(
    '/count',
    { config: own, schema: { tags, summary: 'Número de notificaciones sin leer', response: { 200: countSchema } } },
    // The session query already counted the unread notifications (see authUser.ts).
    async (request) => ({ count: authOf(request).unreadNotifications }),
  );

  app.put(
    '/read-all',
    { config: own, schema: { tags, summary: 'Marcar todas como leídas', response: { 200: countSchema } } },
    async function markAllReadHandler(request) {
      return { count: await markAllRead(db, authOf(request).id, clock.now()) };
    },
  );

  app.put(
    '/:id/read',
    {
      config: own,
      schema: { tags, summary: 'Marcar una como leída', params: idParamSchema, response: { 200: countSchema } },
    },
    async function markReadHandler(request) {
      return { count: await markRead(db, authOf(request).id, request.params.id, clock.now()) };
    },
  );

  app.delete(
    '/:id',
    {
      config: own,
      schema: { tags, summary: 'Eliminar una notificación', params: idParamSchema, response: { 200: countSchema } },
    },
    async (request) => ({ count: await deleteNotification(db, authOf(request).id, request.params.id) }),
  );
};
