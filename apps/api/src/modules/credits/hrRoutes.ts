/**
 * HR's actions on loans from the credits screen (issue 8 §4, §5): single approve, reject,
 * notify employee and edit; the three bulk actions (Idempotency-Key, all or nothing); and the
 * payslip row of the counter-offer panel. Thin: schema, guard, call.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkLoanResultSchema,
  idParamSchema,
  loanCompanySchema,
  loanDetailSchema,
  loanEditSchema,
  loanIdsRejectSchema,
  loanIdsSchema,
  loanRejectSchema,
  type BulkAction,
  objectGuard,
} from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { AppError } from '../../lib/appError';
import { authOf } from '../../plugins/guard';
import { bulkAction } from './bulkActions';
import { getLoanDetail } from '../../core/loans/detail';
import { editLoan, hrStatusAction } from './hrActions';
import { readableLoan } from '../../core/loans/loanAccess';

const tags = ['loans'];
const write = objectGuard('loan.manage', { from: 'body', key: 'company_id' });

export const loanHrRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  const statusRoute = (path: string, action: 'approve' | 'notify_employee', summary: string) =>
    app.put(
      path,
      { config: { guard: write }, schema: { tags, summary, params: idParamSchema, body: loanCompanySchema, response: { 200: loanDetailSchema } } },
      async (request) => {
        const actor = authOf(request);
        await hrStatusAction(db, actor, action, request.params.id, request.body.company_id, clock.now());
        return getLoanDetail(db, actor, request.params.id);
      },
    );
  statusRoute('/:id/approve', 'approve', 'Aprobar un préstamo pendiente con resultado de cálculo (RRHH)');
  statusRoute('/:id/notify-employee', 'notify_employee', 'Notificar al empleado el error reportado por tesorería (RRHH)');
  app.put(
    '/:id/reject',
    {
      config: { guard: write },
      schema: { tags, summary: 'Rechazar un préstamo pendiente o con error, con un motivo opcional que ve el empleado (RRHH)', params: idParamSchema, body: loanRejectSchema, response: { 200: loanDetailSchema } },
    },
    async (request) => {
      const actor = authOf(request);
      await hrStatusAction(db, actor, 'reject', request.params.id, request.body.company_id, clock.now(), { reason: request.body.reason });
      return getLoanDetail(db, actor, request.params.id);
    },
  );

  app.put(
    '/:id',
    {
      config: { guard: write },
      schema: { tags, summary: 'Editar monto y descuento semanal de un préstamo pendiente (se recotiza con su fecha de solicitud)', params: idParamSchema, body: loanEditSchema, response: { 200: loanDetailSchema } },
    },
    async function editLoanHandler(request) {
      const actor = authOf(request);
      await editLoan(db, actor, request.params.id, request.body, clock.now());
      return getLoanDetail(db, actor, request.params.id);
    },
  );

  const bulkRoute = (path: string, action: Exclude<BulkAction, 'reject'>, summary: string) =>
    app.put(
      path,
      { config: { guard: write, idempotency: true }, schema: { tags, summary, body: loanIdsSchema, response: { 200: bulkLoanResultSchema } } },
      async (request) => bulkAction(db, authOf(request), action, request.body.company_id, request.body.loanIds),
    );
  bulkRoute('/mass-approve', 'approve', 'Aprobar varios préstamos (todos deben ser viables); todo o nada; acepta Idempotency-Key');
  app.put(
    '/mass-reject',
    {
      config: { guard: write, idempotency: true },
      schema: { tags, summary: 'Rechazar varios préstamos, con un motivo opcional; todo o nada; acepta Idempotency-Key', body: loanIdsRejectSchema, response: { 200: bulkLoanResultSchema } },
    },
    async (request) => bulkAction(db, authOf(request), 'reject', request.body.company_id, request.body.loanIds, { reason: request.body.reason }),
  );
  bulkRoute('/mass-counter-offer', 'counter_offer', 'Contraofertas sugeridas a varios préstamos (todos en revisión); todo o nada; acepta Idempotency-Key');

  app.get(
    '/:id/payslip',
    {
      // The loan's company is checked when it is loaded (readableLoan: 404 for other companies).
      config: { guard: { kind: 'permission', resource: 'loans', action: 'READ', scope: 'object' } },
      schema: { tags, summary: 'Recibo de nómina de la solicitud: los préstamos no lo llevan (solo los seguros), 404', params: idParamSchema },
    },
    async (request) => {
      await readableLoan(db, authOf(request), request.params.id);
      // Spec 01: only insurance requests carry a payslip; see GET /loans/insurance/{id}/payslip.
      throw new AppError('payslip_not_found');
    },
  );
};
