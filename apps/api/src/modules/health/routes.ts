import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthApi, type HealthResponse } from '@abono/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';

const HEALTH_DB_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, healthApi.check, async function checkHealth(_request, reply) {
    const ok = await databaseAnswers(db);
    const body: HealthResponse = {
      status: ok ? 'ok' : 'degraded',
      api: 'ok',
      database: ok ? 'ok' : 'error',
      time: clock.now().toISOString(),
    };
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
};
