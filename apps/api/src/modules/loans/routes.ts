/**
 * Loan routes of the employee journey (spec 01 §2–§3), declared in the domain's loansApi:
 * apply, active loan, offer, contract PDFs and the detail. Thin: the rules live in the services.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loansApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { userActiveLoan } from '../../core/loans/active';
import { getOffer } from './offer';
import { applyForLoan } from './applyService';
import { previewContract, signedContract } from './contract';
import { getLoanDetail } from '../../core/loans/detail';
import { checkSignature } from '../../core/loans/uploads';
import { recordDownload } from '../../core/audit/recordDownload';

export const loanRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, loansApi.apply, async function applyForLoanHandler(request) {
    const signature = await checkSignature(uploadOf(request, 'signature'));
    return applyForLoan(db, clock, authOf(request), request.body, signature);
  });

  route(app, loansApi.userActive, async function getMyActiveLoan(request) {
    return userActiveLoan(db, authOf(request).id, request.query.company_id, clock.today());
  });

  route(app, loansApi.offer, async function getProductOffer(request) {
    return getOffer(db, clock, authOf(request).id, request.query.company_id, request.params.id);
  });

  route(app, loansApi.contractPreview, async function previewContractPdf(request, reply) {
    const pdf = await previewContract(db, clock, authOf(request), request.query);
    return reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="contrato_vista_previa.pdf"')
      .send(pdf);
  });

  route(app, loansApi.detail, async function getLoanDetailHandler(request) {
    return getLoanDetail(db, authOf(request), request.params.id);
  });

  route(app, loansApi.contract, async function signedContractPdf(request, reply) {
    const caller = authOf(request);
    const { pdf, version, companyId } = await signedContract(db, caller, request.params.id, request.query.version);
    const file = `contrato_${request.params.id}_v${version}.pdf`;
    await recordDownload(db, {
      actorUserId: caller.id,
      companyId,
      entityType: 'loan',
      entityId: request.params.id,
      file,
    });
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${file}"`).send(pdf);
  });
};
