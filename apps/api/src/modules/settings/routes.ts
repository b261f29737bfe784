import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { getSettings } from './service';

export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, settingsApi.get, async function getCompanySettings(request) {
    return getSettings(db, authOf(request), request.query.company_id);
  });
};
