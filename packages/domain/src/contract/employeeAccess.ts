/**
 * User access from the employees screens (03 §5, §6, decision 047): revoking and granting an
 * employee's account, the company-access toggles of /employees/{id}/companies, and unlinking a
 * wrongly linked account. Permission manage_auth (resource user_access); every route works in the
 * selected company (`company_id`) and the employee must belong to it, else 404.
 */
import { objectGuard } from '../objectAccess';
import { idParamSchema } from '../schemas/common';
import {
  employeeCompaniesQuerySchema,
  employeeCompanyParamsSchema,
  employeeCompanyQuerySchema,
  employeeUnlinkSchema,
} from '../schemas/employeeList';
import {
  employeeAccessChangeSchema,
  employeeCompanyAccessChangeSchema,
  employeeCompanyAccessSchema,
  employeeUnlinkResultSchema,
} from '../responses/employees';
import { defineRoute } from './route';

const tags = ['employees'];

// The grants are OBJECT_ACCESS's account actions, which the services ask again for the employee in the path.
const readAccess = objectGuard('account.read', { from: 'query', key: 'company_id' });
const writeAccount = objectGuard('account.manage', { from: 'body', key: 'company_id' });
const writeCompany = objectGuard('account.manage', { from: 'query', key: 'company_id' });

/** Whose account the caller may manage (accountAccess.ts): linked, not their own, within their reach. */
const accountErrors = [
  'not_found',
  'no_account',
  'own_record_forbidden',
  'account_beyond_reach',
  'access_lockout',
] as const;

export const employeeAccessApi = {
  revokeAccess: defineRoute({
    method: 'PUT',
    path: '/api/employees/:id/revoke-access',
    summary: 'Desactivar la cuenta del empleado y cerrar todas sus sesiones (manage_auth)',
    tags,
    access: writeAccount,
    params: idParamSchema,
    body: employeeCompanyQuerySchema,
    response: employeeAccessChangeSchema,
    errors: accountErrors,
  }),
  grantAccess: defineRoute({
    method: 'PUT',
    path: '/api/employees/:id/grant-access',
    summary: 'Reactivar la cuenta del empleado (manage_auth)',
    tags,
    access: writeAccount,
    params: idParamSchema,
    body: employeeCompanyQuerySchema,
    response: employeeAccessChangeSchema,
    errors: accountErrors,
  }),
  companies: defineRoute({
    method: 'GET',
    path: '/api/employees/:id/companies',
    summary: 'Empresas que puedes administrar, con el acceso de la cuenta del empleado a cada una (manage_auth)',
    tags,
    access: readAccess,
    params: idParamSchema,
    query: employeeCompaniesQuerySchema,
    response: employeeCompanyAccessSchema,
    errors: ['not_found'],
  }),
  unlink: defineRoute({
    method: 'POST',
    path: '/api/employees/:id/unlink-account',
    summary:
      'Desvincular la cuenta del registro del empleado (vínculo equivocado); opcionalmente ' +
      'liberar su RFC (manage_auth)',
    tags,
    access: writeAccount,
    params: idParamSchema,
    body: employeeUnlinkSchema,
    response: employeeUnlinkResultSchema,
    errors: [...accountErrors, 'tin_not_releasable'],
  }),
  grantCompany: defineRoute({
    method: 'POST',
    path: '/api/employees/:id/companies/:companyId/access',
    summary: 'Dar acceso a la cuenta del empleado a una empresa que administras (manage_auth)',
    tags,
    access: writeCompany,
    params: employeeCompanyParamsSchema,
    query: employeeCompanyQuerySchema,
    response: employeeCompanyAccessChangeSchema,
    errors: [...accountErrors, 'account_not_in_company'],
  }),
  revokeCompany: defineRoute({
    method: 'DELETE',
    path: '/api/employees/:id/companies/:companyId/access',
    summary: 'Quitar el acceso de la cuenta del empleado a una empresa que administras (manage_auth)',
    tags,
    access: writeCompany,
    params: employeeCompanyParamsSchema,
    query: employeeCompanyQuerySchema,
    response: employeeCompanyAccessChangeSchema,
    errors: accountErrors,
  }),
};
