/** The e-mail outbox (migration 0016, decision 086). */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies, users } from './access';

/**
 * One e-mail to send. Written in the transaction of the change it tells about; the sender
 * (core/mail/outboxSender.ts) claims due rows with a lease, sends, and marks each sent.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: varchar('to', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Sends started (counted when claimed, so a message that crashes the sender stops being retried). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sender's lease: until then no other sender takes the row. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The mail server's short answer to the last failed send; never a password or a token. */
    lastError: varchar('last_error', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} IS NULL`),
    index('email_outbox_user_idx').on(t.userId),
    // Housekeeping deletes sent rows after a month (decision 093).
    index('email_outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} IS NOT NULL`),
    check('email_outbox_attempts_ck', sql`${t.attempts} >= 0`),
  ],
);
