import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdQuerySchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { companySettingsSchema } from '@abono/domain';
import { getSettings } from './service';

export const settingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { guard: { kind: 'authenticated', company: { from: 'query', key: 'company_id' } } },
      schema: {
        tags: ['settings'],
        summary: 'Configuración de la empresa (tasa y fecha límite para todos sus miembros)',
        querystring: companyIdQuerySchema,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => getSettings(db, authOf(request), request.query.company_id),
  );
};
