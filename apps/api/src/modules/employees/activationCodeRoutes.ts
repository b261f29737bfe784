/**
 * Activation codes (03 §6): HR issues a code for an employee and prints its letter (both declared
 * in employeesApi: the employee row names the company, so another company's answers 404); a
 * signed-in person links their account to an employee record with tin (theirs) + code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activationLinkSchema, employeeLinkedSchema, employeesApi, todayInMexicoCity } from '@abono/domain';
import { renderActivationLetter } from '../../files/activationLetterPdf';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { linkEmployeeWithCode } from '../../core/auth/activationCodeLink';
import { activationLetterFacts, issueActivationCode } from '../../core/employees/activationCodeService';

const tags = ['employees'];

export const activationCodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock, config }) => {
  route(app, employeesApi.issueActivationCode, async function issueEmployeeActivationCode(request) {
    const issued = await issueActivationCode(db, authOf(request), request.params.id, clock.now());
    return { ...issued, expiresAt: issued.expiresAt.toISOString() };
  });

  route(app, employeesApi.activationLetter, async function downloadActivationLetter(request, reply) {
    const facts = await activationLetterFacts(db, authOf(request), request.params.id, request.body.code, clock.now());
    // The configured address; else the one HR's browser used (with TRUST_PROXY, the balancer's).
    const site = config.publicUrl ?? `${request.protocol}://${request.host}`;
    const pdf = await renderActivationLetter({ ...facts, expiresOn: todayInMexicoCity(facts.expiresAt), loginUrl: `${site}/login` });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="carta_activacion_${request.params.id}.pdf"`)
      .send(pdf);
  });

  app.post(
    '/link',
    {
      // The company is the one the code names; the caller has no access to it yet.
      config: { guard: { kind: 'authenticated', scope: 'none' } },
      schema: {
        tags,
        summary: 'Vincular la cuenta de la sesión a su registro de empleado con un código de activación',
        body: activationLinkSchema,
        response: { 200: employeeLinkedSchema },
      },
    },
    async (request) => {
      const user = authOf(request);
      const companyId = await linkEmployeeWithCode(db, { id: user.id, tin: user.tin }, request.body.code, {
        ip: request.ip,
        log: request.log,
        now: clock.now(),
      });
      return { companyId };
    },
  );
};
