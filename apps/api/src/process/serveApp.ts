/**
 * What every API process runs once it has a database (decision 092): the app listening on the
 * port, the housekeeping timer (decision 093) and, with SMTP_URL, the e-mail sender (decision 086).
 * `stop()` ends them in order: HTTP first (in-flight requests finish), then housekeeping, the
 * sender (its send in flight ends, the rest of its batch goes back) and the spreadsheet workers.
 * The database is the caller's: one process, or the primary of several, closes it afterwards.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { closeSheetWorkers } from '../files/spreadsheet/readSheetInWorker';
import { systemClock } from '../lib/clock';
import { createOutboxSender } from '../core/mail/outboxSender';
import { startHousekeeping, type HousekeepingTimer } from '../core/housekeeping/housekeepingTimer';
import { describeHousekeeping } from '../core/housekeeping/describeHousekeeping';

export interface ServedApp {
  app: FastifyInstance;
  stop(): Promise<void>;
}

export async function serveApp(options: {
  config: AppConfig;
  db: Db;
  jwtSecret: Uint8Array;
  say: (message: string) => void;
}): Promise<ServedApp> {
  const { config, db, say } = options;
  const app = await buildApp({ config, db, jwtSecret: options.jwtSecret });
  // The outbox sender (decision 086): only with SMTP_URL; several processes may each run one.
  const mailSender = config.mail ? createOutboxSender({ db, mail: config.mail, clock: systemClock, log: say }) : null;
  let housekeeping: HousekeepingTimer | null = null;

  await app.listen({ port: config.port, host: config.host });
  // Every process runs the timer; the advisory lock lets one prune at a time (decision 093).
  housekeeping = startHousekeeping({
    db,
    clock: systemClock,
    intervalMs: config.housekeepingIntervalMs,
    onResult(result) {
      app.log.debug({ housekeeping: result }, 'housekeeping');
      const summary = describeHousekeeping(result);
      if (summary) say(summary);
    },
    onError: (error) => say(`La limpieza periódica falló; se reintenta en la próxima: ${String(error)}`),
  });
  if (mailSender) mailSender.start();

  return {
    app,
    async stop() {
      await app.close();
      await housekeeping?.stop();
      await mailSender?.stop();
      await closeSheetWorkers();
    },
  };
}
