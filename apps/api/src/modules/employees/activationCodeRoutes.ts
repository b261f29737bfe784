/**
 * Activation codes (03 §6): HR issues a code for an employee and prints its letter (both declared
 * in employeesApi: the employee row names the company, so another company's answers 404). The
 * person links their account with it through onboardingRoutes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeesApi, todayInMexicoCity } from '@abono/domain';
import { renderActivationLetter } from '../../files/activationLetterPdf';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { activationLetterFacts, issueActivationCode } from '../../core/employees/activationCodeService';

export const activationCodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock, config }) => {
  route(app, employeesApi.issueActivationCode, async function issueEmployeeActivationCode(request) {
    const issued = await issueActivationCode(db, authOf(request), request.params.id, clock.now());
    return { ...issued, expiresAt: issued.expiresAt.toISOString() };
  });

  route(app, employeesApi.activationLetter, async function downloadActivationLetter(request, reply) {
    const facts = await activationLetterFacts(db, authOf(request), request.params.id, request.body.code, clock.now());
    // The configured address; else the one HR's browser used (with TRUST_PROXY, the balancer's).
    const site = config.publicUrl ?? `${request.protocol}://${request.host}`;
    const pdf = await renderActivationLetter({
      ...facts,
      expiresOn: todayInMexicoCity(facts.expiresAt),
      loginUrl: `${site}/login`,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="carta_activacion_${request.params.id}.pdf"`)
      .send(pdf);
  });
};
