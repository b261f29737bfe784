import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { assertResetAllowed, demoReseed, resetDatabase } from './databaseReset';

/** POST /api/database/reset: the guard holds the reset grant and the body the confirm word. */
export const databaseResetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock, config }) => {
  route(app, settingsApi.resetDatabase, async function resetDatabaseHandler(_request, reply) {
    assertResetAllowed(config);
    await resetDatabase(db, await demoReseed(config, clock.now()));
    return reply.send();
  });
};
