/**
 * Password reset codes (decision 085): HR issues a code for an employee's account and prints its
 * letter, in the selected company. The person redeems it through modules/auth.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeesApi, timeInMexicoCity, todayInMexicoCity } from '@abono/domain';
import { renderResetLetter } from '../../files/activationLetterPdf';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { issueResetCode, resetLetterFacts } from './resetCodeService';

export const resetCodeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock, config }) => {
  route(app, employeesApi.issueResetCode, async function issueEmployeeResetCode(request) {
    const { id } = request.params;
    const issued = await issueResetCode(db, authOf(request), id, request.query.company_id, clock.now(), {
      sendByEmail: request.body?.sendByEmail === true,
    });
    return { ...issued, expiresAt: issued.expiresAt.toISOString() };
  });

  route(app, employeesApi.resetCodeLetter, async function downloadResetLetter(request, reply) {
    const { company_id: companyId, code } = request.query;
    const facts = await resetLetterFacts(db, authOf(request), request.params.id, companyId, code, clock.now());
    // The configured address; else the one HR's browser used (as the activation letter).
    const site = config.publicUrl ?? `${request.protocol}://${request.host}`;
    const pdf = await renderResetLetter({
      ...facts,
      expiresOn: todayInMexicoCity(facts.expiresAt),
      expiresAtTime: timeInMexicoCity(facts.expiresAt),
      loginUrl: `${site}/login`,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="carta_restablecimiento_${request.params.id}.pdf"`)
      .send(pdf);
  });
};
