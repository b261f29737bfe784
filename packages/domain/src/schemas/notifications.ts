/** GET /notifications query (spec 01 §7, §9: page size 20). Query values arrive as strings. */
import { z } from 'zod';
import { booleanField, integerField, payload } from './common';

export const NOTIFICATION_PAGE_SIZE = 20;

export const notificationListQuerySchema = payload({
  limit: integerField('errors.invalid_number', 1, 100).default(NOTIFICATION_PAGE_SIZE),
  offset: integerField('errors.invalid_number', 0, 1_000_000).default(0),
  include_read: booleanField().default(true),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;
