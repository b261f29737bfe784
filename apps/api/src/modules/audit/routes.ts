/** The company's audit log (docs/decisions/080), declared in the domain's auditApi. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { writeAuditXlsx } from '../../files/auditXlsx';
import { AUDIT_EXPORT_MAX, auditExportRows, listAudit } from './listService';

export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, auditApi.list, async function listCompanyAudit(request) {
    return listAudit(db, request.query);
  });

  route(app, auditApi.export, async function exportCompanyAudit(request, reply) {
    const day = clock.today().replace(/-/g, '');
    return reply
      .type(auditApi.export.file)
      .header('content-disposition', `attachment; filename="bitacora_${day}.xlsx"`)
      .send(writeAuditXlsx(auditExportRows(db, request.query), AUDIT_EXPORT_MAX));
  });
};
