/**
 * Deactivation, activation, the termination document and the deactivated list (03 §6), declared
 * in the domain's employeesApi. Every route works in the selected company (`company_id`, checked
 * by the guard); the employee in the path must belong to it, else 404 (companyEmployee.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeesApi, holdsStaffGrant } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { recordDownload } from '../../core/audit/recordDownload';
import type { AuthUser } from '../../core/auth/authUser';
import {
  activateEmployee,
  checkConfirmedLoans,
  deactivateEmployee,
  deactivateWithSavings,
  terminationDocument,
} from './deactivationService';
import { deactivationPreview } from './deactivationPreview';
import { deactivatedEmployees } from '../../core/employees/deactivatedEmployees';

/**
 * The termination document's grants (HR's or treasury's) are the domain's OBJECT_ACCESS, which the service asks too.
 */
const readsTerminationDocument = (user: AuthUser) => holdsStaffGrant(user, 'employee.termination');

export const deactivationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, employeesApi.deactivated, async function listDeactivatedEmployees(request) {
    return deactivatedEmployees(db, request.query.company_id, request.query.search);
  });

  route(app, employeesApi.checkConfirmedLoans, async function checkEmployeeConfirmedLoans(request) {
    return checkConfirmedLoans(db, authOf(request), request.params.id, request.query.company_id, clock.today());
  });

  route(app, employeesApi.deactivationPreview, async function previewDeactivation(request) {
    return deactivationPreview(db, authOf(request), request.params.id, request.query.company_id, clock.today());
  });

  route(app, employeesApi.deactivate, async function deactivateCompanyEmployee(request) {
    return deactivateEmployee(db, authOf(request), request.params.id, request.body.company_id, clock.now());
  });

  route(app, employeesApi.deactivateWithSavings, async function deactivateEmployeeWithSavings(request) {
    return deactivateWithSavings(
      db,
      authOf(request),
      request.params.id,
      request.body.company_id,
      request.body.totalSavings,
      clock.now(),
    );
  });

  route(app, employeesApi.activate, async function activateCompanyEmployee(request) {
    return activateEmployee(db, authOf(request), request.params.id, request.body.company_id, clock.now());
  });

  route(
    app,
    employeesApi.terminationDocument,
    async function downloadTerminationDocument(request, reply) {
      const caller = authOf(request);
      const { id } = request.params;
      const companyId = request.query.company_id;
      const pdf = await terminationDocument(db, caller, id, companyId, clock.now());
      const file = `employee_termination_${id}.pdf`;
      await recordDownload(db, { actorUserId: caller.id, companyId, entityType: 'employee', entityId: id, file });
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file}"`).send(pdf);
    },
    { allow: readsTerminationDocument },
  );
};
