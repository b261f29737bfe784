/** Notifications and the audit log. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES, type AuditStatus, type NotificationType } from '@abono/domain';
import { createdAt, oneOf } from './columns';
import { companies, users } from './access';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).$type<NotificationType>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull(),
    resourceType: varchar('resource_type', { length: 40 }),
    resourceId: integer('resource_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The unread count is polled by every open tab every 30 s: keep it an index-only count.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`NOT ${t.isRead}`),
    // Housekeeping deletes read notifications older than a year (decision 093).
    index('notifications_read_created_idx')
      .on(t.createdAt)
      .where(sql`${t.isRead}`),
    check('notifications_type_ck', oneOf('type', NOTIFICATION_TYPES)),
    check('notifications_read_ck', sql`${t.isRead} = (${t.readAt} IS NOT NULL)`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    fromStatus: varchar('from_status', { length: 30 }).$type<AuditStatus>(),
    toStatus: varchar('to_status', { length: 30 }).$type<AuditStatus>(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The /audit list (decision 080): a company's rows newest first, alone or under one filter,
    // each an index range read in order, so a page costs the same at 1,000,000 rows as at 100.
    index('audit_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('audit_company_entity_idx').on(t.companyId, t.entityType, t.createdAt.desc(), t.id.desc()),
    index('audit_company_action_idx').on(t.companyId, t.action, t.createdAt.desc(), t.id.desc()),
    index('audit_company_actor_idx').on(t.companyId, t.actorUserId, t.createdAt.desc(), t.id.desc()),
  ],
);
