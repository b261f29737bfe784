/**
 * Writing e-mail to the outbox (decision 086). Call inside the transaction of the change the
 * message tells about: the row exists exactly when the change does, and the sender
 * (outboxSender.ts) delivers it later, so a slow or absent mail server never blocks a request.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { mailSettings } from './mailSwitch';

export interface OutgoingEmail {
  /** The company the message is about, if any (a company's deletion drops its queued mail). */
  companyId: number | null;
  /** The account it is for, if any (a reset code may go to an employee without one). */
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The subject column's width; longer subjects are cut. */
const SUBJECT_MAX = 200;

/**
 * Queues messages when e-mail is on (SMTP_URL); returns how many were queued (0 when off).
 * One statement, the rows as one JSON parameter, like the bulk notices (notify.ts).
 */
export async function queueEmails(tx: DbOrTx, messages: readonly OutgoingEmail[]): Promise<number> {
  if (mailSettings() === null || messages.length === 0) return 0;
  const rows = messages.map((m) => ({
    company_id: m.companyId,
    user_id: m.userId,
    to: m.to,
    subject: m.subject.slice(0, SUBJECT_MAX),
    text: m.text,
    html: m.html,
  }));
  // Due at once, to the millisecond: the sender compares with a JavaScript Date (milliseconds), so a
  // microsecond now() would leave a row written in the same millisecond not yet due.
  await tx.execute(sql`
    insert into ${emailOutbox} (company_id, user_id, "to", subject, text, html, next_attempt_at)
    select r.company_id, r.user_id, r."to", r.subject, r.text, r.html, date_trunc('milliseconds', now())
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      company_id integer, user_id integer, "to" varchar, subject varchar, text text, html text)`);
  return rows.length;
}

/**
 * Queues one message when e-mail is on. For callers outside the notices, such as a reset code
 * HR chose to send by e-mail: pass the transaction that issues the code.
 */
export async function queueEmail(tx: DbOrTx, message: OutgoingEmail): Promise<boolean> {
  return (await queueEmails(tx, [message])) === 1;
}
