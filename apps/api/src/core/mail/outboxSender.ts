/**
 * The sender that drains the e-mail outbox over SMTP (decision 086). server.ts starts one when
 * SMTP_URL is set; tests start theirs explicitly. Several API processes may each run one:
 *
 * - Claiming is one committed statement: due rows are picked `FOR UPDATE SKIP LOCKED` and given
 *   a lease (`claimed_until`), so two senders never hold the same row, and a sender that dies
 *   holds its rows only until the lease ends.
 * - Each row is marked sent right after its own send, before the next one starts, so a crash
 *   can resend at most the one message whose 250 arrived just before the crash (SMTP has no
 *   idempotency; the Message-ID stays the same so a receiver can drop the copy).
 * - A send is started only while the lease still covers its longest possible duration, so a
 *   slow server never lets a lease run out under a message in flight.
 * - A failure waits longer after each attempt (30 s doubling, at most an hour), 12 attempts.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { sendErrorSummary } from './sendError';

/** Attempts after which a message stays unsent, its last error kept for the operator. */
export const MAX_SEND_ATTEMPTS = 12;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60_000;

/** How long to wait after the given number of failed attempts (1 → 30 s, 2 → 60 s, … ≤ 1 h). */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_CAP_MS);
}

export interface OutboxSenderOptions {
  db: Db;
  mail: Pick<MailConfig, 'smtpUrl' | 'from' | 'publicUrl'>;
  clock: Clock;
  /** Rows claimed at once (10). */
  batchSize?: number;
  /** How long a claim keeps other senders away (5 min); must exceed sendTimeoutMs. */
  leaseMs?: number;
  /** Pause between polls when nothing was due (5 s). */
  pollMs?: number;
  /** The longest one send may take (connection, greeting and socket timeouts; 60 s). */
  sendTimeoutMs?: number;
  log?: (message: string) => void;
}

export interface DrainResult {
  claimed: number;
  sent: number;
  failed: number;
}

type ClaimedRow = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
};

export interface OutboxSender {
  /** Claims one batch of due rows and sends it. */
  drainOnce(): Promise<DrainResult>;
  /** Drains in the background until stop(). */
  start(): void;
  /** Finishes the send in flight, gives the rest of the batch back, closes the transport. */
  stop(): Promise<void>;
}

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, mail, clock } = options;
  const batchSize = options.batchSize ?? 10;
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const leaseMs = Math.max(options.leaseMs ?? 5 * 60_000, sendTimeoutMs * 2);
  const pollMs = options.pollMs ?? 5_000;
  const log = options.log ?? (() => undefined);
  const transport = createTransport({
    url: mail.smtpUrl,
    connectionTimeout: sendTimeoutMs / 3,
    greetingTimeout: sendTimeoutMs / 3,
    socketTimeout: sendTimeoutMs / 3,
  });
  const messageIdHost = new URL(mail.publicUrl).hostname || 'abono';
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  /** Every drain in progress (the background one and any a caller started), awaited by stop(). */
  const inFlight = new Set<Promise<DrainResult>>();

  async function claim(now: Date): Promise<{ rows: ClaimedRow[]; leaseEnd: number }> {
    const leaseEnd = now.getTime() + leaseMs;
    // One statement is one committed transaction: the lease is visible to every other sender
    // before the first message leaves. The attempt counts now, so a message that crashes the
    // process is not retried forever.
    const result = await db.execute<ClaimedRow>(sql`
      update ${emailOutbox} set claimed_until = ${new Date(leaseEnd)}, attempts = attempts + 1
      where id in (
        select id from ${emailOutbox}
        where sent_at is null and attempts < ${MAX_SEND_ATTEMPTS} and next_attempt_at <= ${now}
          and (claimed_until is null or claimed_until <= ${now})
        order by next_attempt_at, id
        limit ${batchSize}
        for update skip locked)
      returning id, "to", subject, text, html, attempts`);
    return { rows: result.rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id), leaseEnd };
  }

  async function markSent(id: number): Promise<void> {
    await db.execute(sql`
      update ${emailOutbox} set sent_at = ${clock.now()}, claimed_until = null, last_error = null where id = ${id}`);
  }

  async function markFailed(row: ClaimedRow, error: unknown): Promise<void> {
    const next = new Date(clock.now().getTime() + backoffMs(row.attempts));
    await db.execute(sql`
      update ${emailOutbox}
      set next_attempt_at = ${next}, claimed_until = null, last_error = ${sendErrorSummary(error, mail.smtpUrl)}
      where id = ${row.id} and sent_at is null`);
  }

  /** Rows claimed but not attempted go back at once, their attempt uncounted. */
  async function release(rows: readonly ClaimedRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .update(emailOutbox)
      .set({ claimedUntil: null, attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)` })
      .where(
        and(
          inArray(
            emailOutbox.id,
            rows.map((r) => r.id),
          ),
          isNull(emailOutbox.sentAt),
        ),
      );
  }

  function drainOnce(): Promise<DrainResult> {
    const drain = drainBatch();
    inFlight.add(drain);
    void drain.catch(() => undefined).finally(() => inFlight.delete(drain));
    return drain;
  }

  async function drainBatch(): Promise<DrainResult> {
    if (stopping) return { claimed: 0, sent: 0, failed: 0 };
    const { rows, leaseEnd } = await claim(clock.now());
    const result: DrainResult = { claimed: rows.length, sent: 0, failed: 0 };
    for (const [index, row] of rows.entries()) {
      if (stopping || clock.now().getTime() + sendTimeoutMs > leaseEnd) {
        await release(rows.slice(index));
        break;
      }
      try {
        await transport.sendMail({
          from: mail.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          messageId: `<outbox-${row.id}@${messageIdHost}>`,
        });
      } catch (error) {
        result.failed++;
        await markFailed(row, error);
        log(`Correo ${row.id} no enviado (intento ${row.attempts}): ${sendErrorSummary(error, mail.smtpUrl)}`);
        continue;
      }
      await markSent(row.id);
      result.sent++;
    }
    return result;
  }

  function schedule(delay: number): void {
    if (stopping) return;
    timer = setTimeout(() => {
      timer = null;
      drainOnce()
        .then((r) => schedule(r.claimed === batchSize ? 0 : pollMs))
        .catch((error: unknown) => {
          // A database outage or the like: try again at the next poll, the rows keep their lease.
          log(`El envío de correos falló: ${sendErrorSummary(error, mail.smtpUrl)}`);
          schedule(pollMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    drainOnce,
    start: () => schedule(0),
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}
