/** GET /notifications query (spec 01 §7, §9: page size 20). Query values arrive as strings. */
import { z } from 'zod';
import { booleanField, payload } from './common';

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationListQuerySchema = payload({
  limit: z.coerce
    .number({ error: 'errors.invalid_number' })
    .int('errors.invalid_number')
    .min(1, 'errors.invalid_number')
    .max(100, 'errors.invalid_number')
    .default(NOTIFICATION_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'errors.invalid_number' })
    .int('errors.invalid_number')
    .min(0, 'errors.invalid_number')
    .max(1_000_000, 'errors.invalid_number')
    .default(0),
  include_read: booleanField().default(true),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
