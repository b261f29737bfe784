/**
 * Treasury's files (spec 02 §7 "Treasury", 03 §4): the bank money request, the Banorte and HSBC
 * dispersion files, their history and the weekly payroll deduction file, declared in the domain's
 * treasuryApi. Every file answers its bytes with the name in Content-Disposition.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { treasuryApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { generateBankRequest } from './bankFileService';
import { deductionsFile, deductionsSummary } from './deductionsService';
import { generateDispersion } from './dispersionService';
import { listTreasuryFiles, TREASURY_FILE_ENTITY, treasuryFileOf, type TreasuryFileAnswer } from './historyService';
import { recordDownload } from '../../core/audit/recordDownload';

function sendFile(reply: FastifyReply, file: TreasuryFileAnswer): FastifyReply {
  return reply
    .type(file.mediaType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.content);
}

export const treasuryFileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, treasuryApi.bankFile, async function downloadBankRequest(request, reply) {
    return sendFile(reply, await generateBankRequest(db, authOf(request), request.query.company_id, clock));
  });

  route(app, treasuryApi.generate, async function downloadDispersion(request, reply) {
    const { company_id: companyId, bank_id: bank } = request.query;
    return sendFile(reply, await generateDispersion(db, authOf(request), companyId, bank, clock));
  });

  route(app, treasuryApi.files, async function listGeneratedFiles(request) {
    return listTreasuryFiles(db, request.query.company_id);
  });

  route(app, treasuryApi.fileDownload, async function downloadGeneratedFile(request, reply) {
    const companyId = request.query.company_id;
    const file = await treasuryFileOf(db, companyId, request.params.id);
    await recordDownload(db, {
      actorUserId: authOf(request).id,
      companyId,
      entityType: TREASURY_FILE_ENTITY,
      entityId: request.params.id,
      file: file.fileName,
    });
    return sendFile(reply, file);
  });

  route(app, treasuryApi.deductionsSummary, async function summarizeDeductions(request) {
    return deductionsSummary(db, request.query.company_id, request.query.date);
  });

  route(app, treasuryApi.deductions, async function downloadDeductions(request, reply) {
    const { company_id: companyId, date, format } = request.query;
    return sendFile(reply, await deductionsFile(db, companyId, date, format));
  });
};
