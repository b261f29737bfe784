/** HR's insurance routes (spec 02 §7), declared in the domain's insuranceHrApi. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insuranceHrApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { recordDownload } from '../../core/audit/recordDownload';
import { decideInsurance, insurancePayslip, listInsurance } from './hrService';

export const insuranceHrRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, insuranceHrApi.list, async function listCompanyInsurance(request) {
    return listInsurance(db, request.query);
  });

  route(app, insuranceHrApi.approve, async function approveInsurance(request) {
    return decideInsurance(db, authOf(request), request.params.id, request.body.company_id, 'approve');
  });

  route(app, insuranceHrApi.reject, async function rejectInsurance(request) {
    return decideInsurance(db, authOf(request), request.params.id, request.body.company_id, 'reject');
  });

  route(app, insuranceHrApi.payslip, async function downloadInsurancePayslip(request, reply) {
    const caller = authOf(request);
    const { content, companyId } = await insurancePayslip(db, caller, request.params.id);
    const file = `recibo_nomina_${request.params.id}.pdf`;
    const entityId = request.params.id;
    await recordDownload(db, { actorUserId: caller.id, companyId, entityType: 'insurance', entityId, file });
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file}"`).send(content);
  });
};
