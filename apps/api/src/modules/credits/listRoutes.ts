/**
 * The credits screen's reads (issue 8 §2): the list page, the ids of "select all N", and the
 * filtered list as .xlsx. HR's loans READ grant in the company named by the query.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loanIdListSchema, loanListFilterSchema, loanListQuerySchema, loanListSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { writeLoansXlsx } from '../../files/loansXlsx';
import { exportRows, listLoanIds, listLoans } from '../../core/loans/listService';

const tags = ['loans'];
const guard = { kind: 'permission' as const, resource: 'loans' as const, action: 'READ' as const, company: { from: 'query' as const, key: 'company_id' } };

export const loanListRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.get(
    '/',
    {
      config: { guard },
      schema: {
        tags,
        summary: 'Créditos de la empresa: página filtrada y ordenada, con los conteos por resultado del cálculo',
        querystring: loanListQuerySchema,
        response: { 200: loanListSchema },
      },
    },
    async (request) => listLoans(db, request.query),
  );

  app.get(
    '/ids',
    {
      config: { guard },
      schema: {
        tags,
        summary: 'Ids de todos los créditos que cumplen los filtros, en el orden de la lista (seleccionar todos)',
        querystring: loanListFilterSchema,
        response: { 200: loanIdListSchema },
      },
    },
    async (request) => ({ ids: await listLoanIds(db, request.query) }),
  );

  app.get(
    '/export',
    {
      config: { guard },
      schema: {
        tags,
        summary: 'La lista filtrada como .xlsx (montos numéricos con formato de moneda, encabezado fijo)',
        querystring: loanListFilterSchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const day = clock.today().replace(/-/g, '');
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="creditos_${day}.xlsx"`)
        .send(writeLoansXlsx(exportRows(db, request.query)));
    },
  );
};
