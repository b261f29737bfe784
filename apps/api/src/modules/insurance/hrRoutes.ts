/** HR's insurance routes (issue 8 §6): the list, approve / reject, and the payslip download. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, INSURANCE_DECISIONS, insuranceDecisionSchema, insuranceListQuerySchema, insuranceListSchema, loanCompanySchema, objectGuard } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { decideInsurance, insurancePayslip, listInsurance } from './hrService';

const tags = ['insurance'];

export const insuranceHrRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { guard: { kind: 'permission', resource: 'loans', action: 'READ', company: { from: 'query', key: 'company_id' } } },
      schema: { tags, summary: 'Solicitudes de seguro de la empresa (RRHH), las más recientes primero', querystring: insuranceListQuerySchema, response: { 200: insuranceListSchema } },
    },
    async (request) => listInsurance(db, request.query),
  );

  for (const decision of INSURANCE_DECISIONS) {
    app.put(
      `/:id/${decision}`,
      {
        config: { guard: objectGuard('insurance.manage', { from: 'body', key: 'company_id' }) },
        schema: {
          tags,
          summary: decision === 'approve' ? 'Aprobar una solicitud de seguro pendiente (RRHH)' : 'Rechazar una solicitud de seguro pendiente (RRHH)',
          params: idParamSchema,
          body: loanCompanySchema,
          response: { 200: insuranceDecisionSchema },
        },
      },
      async function decideInsuranceHandler(request) {
        return decideInsurance(db, authOf(request), request.params.id, request.body.company_id, decision);
      },
    );
  }

  app.get(
    '/:id/payslip',
    {
      // The request's company is checked when it is loaded (404 for other companies).
      config: { guard: objectGuard('insurance.read') },
      schema: { tags, summary: 'Recibo de nómina que subió el empleado (PDF sin cambios)', params: idParamSchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const pdf = await insurancePayslip(db, authOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="recibo_nomina_${request.params.id}.pdf"`)
        .send(pdf);
    },
  );
};
