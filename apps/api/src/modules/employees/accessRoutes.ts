/**
 * User access from the employees screens (03 §6), declared in the domain's employeeAccessApi:
 * revoke / grant an employee's account, the company-access toggles of /employees/{id}/companies,
 * and unlinking a wrongly linked account (decision 047, unlinkService.ts). Permission manage_auth
 * (resource user_access, 03 §5); every route works in the selected company (`company_id`, checked
 * by the guard) and the employee must belong to it (404).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeAccessApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { employeeCompanies, setAccountActive, setCompanyAccess } from './accessService';
import { unlinkAccount } from './unlinkService';

export const employeeAccessRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, employeeAccessApi.revokeAccess, async function revokeEmployeeAccess(request) {
    return setAccountActive(db, authOf(request), request.params.id, request.body.company_id, false, clock.now());
  });

  route(app, employeeAccessApi.grantAccess, async function grantEmployeeAccess(request) {
    return setAccountActive(db, authOf(request), request.params.id, request.body.company_id, true, clock.now());
  });

  route(app, employeeAccessApi.companies, async function listEmployeeCompanies(request) {
    return employeeCompanies(db, authOf(request), request.params.id, request.query.company_id, request.query.search);
  });

  route(app, employeeAccessApi.unlink, async function unlinkEmployeeAccount(request) {
    return unlinkAccount(
      db,
      authOf(request),
      request.params.id,
      request.body.company_id,
      request.body.releaseTin,
      clock.now(),
    );
  });

  route(app, employeeAccessApi.grantCompany, async function grantCompanyAccess(request) {
    return setCompanyAccess(
      db,
      authOf(request),
      request.params.id,
      request.query.company_id,
      request.params.companyId,
      true,
    );
  });

  route(app, employeeAccessApi.revokeCompany, async function revokeCompanyAccess(request) {
    return setCompanyAccess(
      db,
      authOf(request),
      request.params.id,
      request.query.company_id,
      request.params.companyId,
      false,
    );
  });
};
