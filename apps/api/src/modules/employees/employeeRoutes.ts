/**
 * The employees list, one employee, create and edit (spec 02 "Employees list"), declared in the
 * domain's employeesApi. Every call names the selected company (query or body); the guard checks
 * the caller may work in it, and the services answer 404 for an employee of any other company.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeesApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { employeeDetail, listEmployees } from './employeeListService';
import { createEmployee, updateEmployee } from './employeeService';
import { assignableRoles, loadRoleBook } from './roleAssignment';

export const employeeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, employeesApi.list, async function listCompanyEmployees(request) {
    return listEmployees(db, request.query, clock.now());
  });

  route(app, employeesApi.roles, async function listAssignableRoles(request) {
    return { rows: assignableRoles(await loadRoleBook(db), authOf(request)) };
  });

  route(app, employeesApi.detail, async function getEmployee(request) {
    return employeeDetail(db, authOf(request), request.params.id, request.query.company_id, clock.now());
  });

  route(app, employeesApi.create, async function createCompanyEmployee(request) {
    return createEmployee(db, authOf(request), request.body, clock.now());
  });

  route(app, employeesApi.update, async function updateCompanyEmployee(request) {
    return updateEmployee(db, authOf(request), request.params.id, request.body, clock.now());
  });
};
