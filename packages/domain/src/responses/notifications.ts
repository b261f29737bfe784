/** Response schemas of the notification routes (serialization and OpenAPI); the types are api.ts's. */
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../api';
import { instantOut, intOut } from './wire';

export const notificationItemSchema = z.object({
  id: intOut,
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  resource_type: z.string().nullable(),
  resource_id: intOut.nullable(),
  company_id: intOut.nullable().describe('Empresa del recurso: la web cambia a ella antes de abrirlo'),
  company_name: z.string().nullable().describe('Nombre de esa empresa: el aviso dice de qué empresa es'),
  is_read: z.boolean(),
  created_at: instantOut,
  read_at: instantOut.nullable(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationItemSchema),
  unreadCount: intOut,
  total: intOut,
  hasMore: z.boolean(),
});

export const unreadCountSchema = z.object({ count: intOut });
