import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { getSettings } from './service';
import { settingsHistory } from './settingsHistory';
import { updateSettings } from './updateSettings';

export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, settingsApi.get, async function getCompanySettings(request) {
    return getSettings(db, authOf(request), request.query.company_id);
  });

  route(app, settingsApi.update, async function updateCompanySettings(request) {
    return updateSettings(db, authOf(request), request.body, clock.now());
  });

  route(app, settingsApi.history, async function getSettingsHistory(request) {
    return settingsHistory(db, request.query.company_id);
  });
};
