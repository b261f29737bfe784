/**
 * Deactivation, activation, the termination document and the deactivated list (issue 9 §4).
 * Every route works in the selected company (`company_id`, checked by the guard); the employee in
 * the path must belong to it, else 404 (companyEmployee.ts). Thin: schema, guard, call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmedLoansCheckSchema,
  deactivateWithSavingsSchema,
  deactivatedEmployeesSchema,
  deactivationPreviewSchema,
  deactivatedListQuerySchema,
  employeeCompanyQuerySchema,
  employeeStatusChangeSchema,
  idParamSchema,
} from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { holdsStaffGrant } from '../policy/requireAccess';
import type { AuthUser } from '../auth/authUser';
import {
  activateEmployee,
  checkConfirmedLoans,
  deactivateEmployee,
  deactivateWithSavings,
  deactivatedEmployees,
  terminationDocument,
} from './deactivationService';
import { deactivationPreview } from './deactivationPreview';
import { readEmployees, writeEmployees } from './employeeGuards';

const tags = ['employees'];

/** The termination document's grants (HR's or treasury's) are the policy's, which the service asks too. */
const readsTerminationDocument = (user: AuthUser) => holdsStaffGrant(user, 'employee.termination');

export const deactivationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.get(
    '/deactivated',
    {
      config: { guard: readEmployees },
      schema: {
        tags,
        summary: 'Empleados dados de baja con préstamos confirmados (terminated) de la empresa, la baja más reciente primero',
        querystring: deactivatedListQuerySchema,
        response: { 200: deactivatedEmployeesSchema },
      },
    },
    async (request) => deactivatedEmployees(db, request.query.company_id, request.query.search),
  );

  app.get(
    '/:id/check-confirmed-loans',
    {
      config: { guard: readEmployees },
      schema: {
        tags,
        summary: '¿Tiene el empleado préstamos confirmados vigentes en la empresa? (decide el diálogo de baja)',
        params: idParamSchema,
        querystring: employeeCompanyQuerySchema,
        response: { 200: confirmedLoansCheckSchema },
      },
    },
    async (request) => checkConfirmedLoans(db, authOf(request), request.params.id, request.query.company_id, clock.today()),
  );

  app.get(
    '/:id/deactivation-preview',
    {
      config: { guard: readEmployees },
      schema: {
        tags,
        summary: 'Qué hará la baja: si requiere el ahorro, el ahorro registrado y cada préstamo en curso con lo que le pasará',
        params: idParamSchema,
        querystring: employeeCompanyQuerySchema,
        response: { 200: deactivationPreviewSchema },
      },
    },
    async (request) => deactivationPreview(db, authOf(request), request.params.id, request.query.company_id, clock.today()),
  );

  app.put(
    '/:id/deactivate',
    {
      config: { guard: writeEmployees },
      schema: {
        tags,
        summary: 'Dar de baja a un empleado contratado sin préstamos confirmados (fired, ahorro 0)',
        params: idParamSchema,
        body: employeeCompanyQuerySchema,
        response: { 200: employeeStatusChangeSchema },
      },
    },
    async (request) => deactivateEmployee(db, authOf(request), request.params.id, request.body.company_id, clock.now()),
  );

  app.put(
    '/:id/deactivate-with-savings',
    {
      config: { guard: writeEmployees },
      schema: {
        tags,
        summary: 'Dar de baja a un empleado con préstamos confirmados (terminated) con su ahorro total; avisa a tesorería',
        params: idParamSchema,
        body: deactivateWithSavingsSchema,
        response: { 200: employeeStatusChangeSchema },
      },
    },
    async (request) =>
      deactivateWithSavings(db, authOf(request), request.params.id, request.body.company_id, request.body.totalSavings, clock.now()),
  );

  app.put(
    '/:id/activate',
    {
      config: { guard: writeEmployees },
      schema: {
        tags,
        summary: 'Volver a contratar a un empleado con baja registrada (hired)',
        params: idParamSchema,
        body: employeeCompanyQuerySchema,
        response: { 200: employeeStatusChangeSchema },
      },
    },
    async (request) => activateEmployee(db, authOf(request), request.params.id, request.body.company_id, clock.now()),
  );

  app.get(
    '/:id/deactivation-document',
    {
      config: {
        guard: { kind: 'authenticated', allow: readsTerminationDocument, company: { from: 'query', key: 'company_id' } },
      },
      schema: {
        tags,
        summary: 'Documento de baja (PDF) de una baja registrada con préstamos confirmados (RRHH o tesorería)',
        params: idParamSchema,
        querystring: employeeCompanyQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await terminationDocument(db, authOf(request), request.params.id, request.query.company_id, clock.now());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="employee_termination_${request.params.id}.pdf"`)
        .send(pdf);
    },
  );
};
