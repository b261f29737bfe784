/** Response schemas of the notification routes (serialization and OpenAPI). */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '@abono/domain';

export const notificationItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  resource_type: z.string().nullable(),
  resource_id: z.number().int().nullable(),
  company_id: z.number().int().nullable().describe('Empresa del recurso: la web cambia a ella antes de abrirlo'),
  is_read: z.boolean(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});

export const listResponseSchema = z.object({
  notifications: z.array(notificationItemSchema),
  unreadCount: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
});

export const countSchema = z.object({ count: z.number().int() });
