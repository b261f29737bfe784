/** GET and PUT /api/auth/preferences: the signed-in user's own preferences (decision 086). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { readPreferences, updatePreferences } from './preferences';

export const preferencesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const mailEnabled = config.mail !== undefined;

  route(app, authApi.preferences, async function readPreferencesHandler(request) {
    return readPreferences(db, authOf(request).id, mailEnabled);
  });

  route(app, authApi.updatePreferences, async function updatePreferencesHandler(request) {
    return updatePreferences(db, authOf(request).id, request.body, mailEnabled);
  });
};
