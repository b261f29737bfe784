/** Response schemas of the notification routes (serialization and OpenAPI); the types are api.ts's. */
import { z } from 'zod';
import { instantOut, intOut } from './wire';

/** Every kind of notice the server writes (spec 01 §2). */
export const NOTIFICATION_TYPES = [
  'employee_registration_invite',
  'loan_request',
  'loan_status_change',
  'loan_counter_response',
  'loan_approved_accepted',
  'employee_terminated',
  'loan_confirmed_error',
  'loan_employee_notified',
  'loan_error_released',
  'loan_rejected',
  /** The account's password was changed or reset (decision 085). */
  'password_changed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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

export type NotificationItem = z.infer<typeof notificationItemSchema>;
/** GET /api/notifications?limit&offset&include_read */
export type NotificationListResponse = z.infer<typeof notificationListSchema>;
/** GET /api/notifications/count, and the answer of read, read-all and delete. */
export type UnreadCountResponse = z.infer<typeof unreadCountSchema>;
