/**
 * The session user's own onboarding (spec 01 §5; 03 §6): completing the profile, and linking
 * the account to an employee record with tin (theirs) + an activation code HR issued.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { buildSessionUser } from '../../core/auth/sessionUser';
import { linkEmployeeWithCode } from '../../core/auth/activationCodeLink';
import { completeOnboarding } from './onboardingService';

export const onboardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, onboardingApi.profile, async function completeMyProfile(request) {
    const user = authOf(request);
    await completeOnboarding(db, user.id, request.params.id, request.body, clock.now());
    return buildSessionUser(db, user);
  });

  route(app, onboardingApi.link, async function linkMeToEmployee(request) {
    const user = authOf(request);
    const companyId = await linkEmployeeWithCode(db, { id: user.id, tin: user.tin }, request.body.code, {
      ip: request.ip,
      log: request.log,
      now: clock.now(),
    });
    return { companyId };
  });
};
