import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, onboardingSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { sessionUserSchema } from '../auth/schemas';
import { buildSessionUser } from '../auth/sessionUser';
import { completeOnboarding } from './onboardingService';

export const onboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.put(
    '/onboarding/:id',
    {
      config: { guard: { kind: 'authenticated' } },
      schema: {
        tags: ['employees'],
        summary: 'Completar el perfil (correo y teléfono) del usuario de la sesión',
        params: idParamSchema,
        body: onboardingSchema,
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => {
      const user = authOf(request);
      await completeOnboarding(db, user.id, request.params.id, request.body);
      return buildSessionUser(db, user);
    },
  );
};
