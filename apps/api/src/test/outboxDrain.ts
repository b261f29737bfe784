/** Drains a test's outbox sender until a batch claims nothing (the e-mail tests, decision 086). */
import type { OutboxSender } from '../core/mail/outboxSender';

/** Runs `drainOnce` until nothing is due; the number of messages sent. */
export async function drainAll(one: OutboxSender): Promise<number> {
  let sent = 0;
  for (;;) {
    const result = await one.drainOnce();
    sent += result.sent;
    if (result.claimed === 0) return sent;
  }
}
