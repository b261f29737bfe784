/**
 * User access from the employees screens (issue 9 §5): revoke / grant an employee's account,
 * the company-access toggles of /employees/{id}/companies, and unlinking a wrongly linked
 * account (issue 15 §1, unlinkService.ts). Permission manage_auth (resource
 * user_access, 03 §5); every route works in the selected company (`company_id`, checked by the
 * guard) and the employee must belong to it (404). Thin: schema, guard, call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  employeeAccessChangeSchema,
  employeeCompaniesQuerySchema,
  employeeCompanyAccessChangeSchema,
  employeeCompanyAccessSchema,
  employeeCompanyParamsSchema,
  employeeCompanyQuerySchema,
  employeeUnlinkResultSchema,
  employeeUnlinkSchema,
  idParamSchema,
} from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf, type Guard } from '../../plugins/guard';
import { employeeCompanies, setAccountActive, setCompanyAccess } from './accessService';
import { objectGuard } from '../policy/requireAccess';
import { unlinkAccount } from './unlinkService';

const tags = ['employees'];
const readAccess: Guard = objectGuard('account.read', { from: 'query', key: 'company_id' });
const writeAccount: Guard = objectGuard('account.manage', { from: 'body', key: 'company_id' });
const writeCompany: Guard = objectGuard('account.manage', { from: 'query', key: 'company_id' });

export const employeeAccessRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  const accountRoute = (path: string, active: boolean, summary: string) =>
    app.put(
      path,
      {
        config: { guard: writeAccount },
        schema: { tags, summary, params: idParamSchema, body: employeeCompanyQuerySchema, response: { 200: employeeAccessChangeSchema } },
      },
      async (request) => setAccountActive(db, authOf(request), request.params.id, request.body.company_id, active, clock.now()),
    );
  accountRoute('/:id/revoke-access', false, 'Desactivar la cuenta del empleado y cerrar todas sus sesiones (manage_auth)');
  accountRoute('/:id/grant-access', true, 'Reactivar la cuenta del empleado (manage_auth)');

  app.get(
    '/:id/companies',
    {
      config: { guard: readAccess },
      schema: {
        tags,
        summary: 'Empresas que puedes administrar, con el acceso de la cuenta del empleado a cada una (manage_auth)',
        params: idParamSchema,
        querystring: employeeCompaniesQuerySchema,
        response: { 200: employeeCompanyAccessSchema },
      },
    },
    async (request) => employeeCompanies(db, authOf(request), request.params.id, request.query.company_id, request.query.search),
  );

  app.post(
    '/:id/unlink-account',
    {
      config: { guard: writeAccount },
      schema: {
        tags,
        summary: 'Desvincular la cuenta del registro del empleado (vínculo equivocado); opcionalmente liberar su RFC (manage_auth)',
        params: idParamSchema,
        body: employeeUnlinkSchema,
        response: { 200: employeeUnlinkResultSchema },
      },
    },
    async (request) => unlinkAccount(db, authOf(request), request.params.id, request.body.company_id, request.body.releaseTin, clock.now()),
  );

  const companyRoute = (method: 'POST' | 'DELETE', grant: boolean, summary: string) =>
    app.route({
      method,
      url: '/:id/companies/:companyId/access',
      config: { guard: writeCompany },
      schema: {
        tags,
        summary,
        params: employeeCompanyParamsSchema,
        querystring: employeeCompanyQuerySchema,
        response: { 200: employeeCompanyAccessChangeSchema },
      },
      handler: async (request) =>
        setCompanyAccess(db, authOf(request), request.params.id, request.query.company_id, request.params.companyId, grant),
    });
  companyRoute('POST', true, 'Dar acceso a la cuenta del empleado a una empresa que administras (manage_auth)');
  companyRoute('DELETE', false, 'Quitar el acceso de la cuenta del empleado a una empresa que administras (manage_auth)');
};
