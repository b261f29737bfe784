import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, onboardingSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { sessionUserSchema } from '@abono/domain';
import { buildSessionUser } from '../../core/auth/sessionUser';
import { completeOnboarding } from './onboardingService';

export const onboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.put(
    '/onboarding/:id',
    {
      // The session user's own profile (the service refuses any other id): no company scope.
      config: { guard: { kind: 'authenticated', scope: 'none' } },
      schema: {
        tags: ['employees'],
        summary: 'Completar el perfil (correo y teléfono) del usuario de la sesión',
        params: idParamSchema,
        body: onboardingSchema,
        response: { 200: sessionUserSchema },
      },
    },
    async function completeOnboardingHandler(request) {
      const user = authOf(request);
      await completeOnboarding(db, user.id, request.params.id, request.body, clock.now());
      return buildSessionUser(db, user);
    },
  );
};
