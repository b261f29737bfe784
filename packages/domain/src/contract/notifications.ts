/** The caller's own notices, of every company (spec 01 §2, §7): no company scope. */
import { idParamSchema } from '../schemas/common';
import { notificationListQuerySchema } from '../schemas/notifications';
import { notificationListSchema, unreadCountSchema } from '../responses/notifications';
import { defineRoute } from './route';

const tags = ['notifications'];
const own = { kind: 'authenticated', scope: 'none' } as const;

export const notificationsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/notifications',
    summary: 'Mis notificaciones',
    tags,
    access: own,
    query: notificationListQuerySchema,
    response: notificationListSchema,
  }),
  count: defineRoute({
    method: 'GET',
    path: '/api/notifications/count',
    summary: 'Número de notificaciones sin leer',
    tags,
    access: own,
    response: unreadCountSchema,
  }),
  readAll: defineRoute({
    method: 'PUT',
    path: '/api/notifications/read-all',
    summary: 'Marcar todas como leídas',
    tags,
    access: own,
    response: unreadCountSchema,
  }),
  read: defineRoute({
    method: 'PUT',
    path: '/api/notifications/:id/read',
    summary: 'Marcar una como leída',
    tags,
    access: own,
    params: idParamSchema,
    response: unreadCountSchema,
    errors: ['not_found'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/notifications/:id',
    summary: 'Eliminar una notificación',
    tags,
    access: own,
    params: idParamSchema,
    response: unreadCountSchema,
    errors: ['not_found'],
  }),
};
