/**
 * Activation codes (issue 6 §1.1): HR issues a code for an employee; a signed-in person
 * links their account to an employee record with tin (theirs) + code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activationLinkSchema, employeeLinkedSchema, idParamSchema, issuedActivationCodeSchema, todayInMexicoCity } from '@abono/domain';
import { renderActivationLetter } from '../../files/activationLetterPdf';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { linkEmployeeWithCode } from '../auth/service';
import { objectGuard } from '../policy/requireAccess';
import { activationLetterFacts, issueActivationCode } from './activationCodeService';

const tags = ['employees'];

export const activationCodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock, config }) => {
  app.post(
    '/:id/activation-code',
    {
      // The company comes from the employee row: issueActivationCode checks it (object scope)
      // and answers 404 for another company's employee.
      config: { guard: objectGuard('activationCode.issue') },
      schema: {
        tags,
        summary: 'Generar el código de activación de un empleado (anula el anterior)',
        params: idParamSchema,
        response: { 201: issuedActivationCodeSchema },
      },
    },
    async (request, reply) => {
      const issued = await issueActivationCode(db, authOf(request), request.params.id, clock.now());
      return reply.code(201).send({ ...issued, expiresAt: issued.expiresAt.toISOString() });
    },
  );

  app.post(
    '/:id/activation-letter',
    {
      // As issuing: the employee row names the company (404 for another company's employee).
      config: { guard: objectGuard('activationCode.issue') },
      schema: {
        tags,
        summary: 'Carta de activación (PDF de una página) con el código recién generado; el código debe ser el vigente del empleado',
        params: idParamSchema,
        body: activationLinkSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const facts = await activationLetterFacts(db, authOf(request), request.params.id, request.body.code, clock.now());
      // The configured address; else the one HR's browser used (with TRUST_PROXY, the balancer's).
      const site = config.publicUrl ?? `${request.protocol}://${request.host}`;
      const pdf = await renderActivationLetter({ ...facts, expiresOn: todayInMexicoCity(facts.expiresAt), loginUrl: `${site}/login` });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="carta_activacion_${request.params.id}.pdf"`)
        .send(pdf);
    },
  );

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
