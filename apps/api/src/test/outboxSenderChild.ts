/**
 * A sender in its own process, for the test that kills it mid-batch (core/mail/outbox.test.ts):
 * drains the outbox of DATABASE_URL over SMTP_URL until nothing is due, then exits.
 */
import { createOutboxSender } from '../core/mail/outboxSender';
import { createDb } from '../db/client';
import { systemClock } from '../lib/clock';

async function main(): Promise<void> {
  const { db, pool } = createDb(process.env.DATABASE_URL!, { max: 2 });
  const sender = createOutboxSender({
    db,
    mail: { smtpUrl: process.env.SMTP_URL!, from: 'Abono <avisos@abono.test>', publicUrl: 'https://abono.test' },
    clock: systemClock,
    batchSize: Number(process.env.BATCH_SIZE ?? 10),
  });
  for (;;) {
    const result = await sender.drainOnce();
    if (result.claimed === 0) break;
  }
  await sender.stop();
  await pool.end();
}

void main();
