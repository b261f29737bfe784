/**
 * The credits screen's reads (spec 02 §7): the list page, the ids of "select all N", and the
 * filtered list as .xlsx, declared in the domain's creditsApi.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditsApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { writeLoansXlsx } from '../../files/loansXlsx';
import { exportRows, listLoanIds, listLoans } from '../../core/loans/listService';

export const loanListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, creditsApi.list, async function listCompanyLoans(request) {
    return listLoans(db, request.query, authOf(request).id);
  });

  route(app, creditsApi.ids, async function listCompanyLoanIds(request) {
    return { ids: await listLoanIds(db, request.query) };
  });

  route(app, creditsApi.export, async function exportCompanyLoans(request, reply) {
    const day = clock.today().replace(/-/g, '');
    return reply
      .type(creditsApi.export.file)
      .header('content-disposition', `attachment; filename="creditos_${day}.xlsx"`)
      .send(writeLoansXlsx(exportRows(db, request.query)));
  });
};
