/**
 * HR's actions on loans from the credits screen (spec 02 §7): single approve, reject, notify
 * employee, edit and counter offer; the three bulk actions (Idempotency-Key, all or nothing);
 * and the payslip row of the counter-offer panel. Declared in the domain's creditsApi. A single
 * action answers the loan's detail as it wrote it (hrActions.ts), so the web writes it into its cache.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditsApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { AppError } from '../../lib/appError';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { bulkAction } from './bulkActions';
import { editLoan, hrStatusAction } from './hrActions';
import { readableLoan } from '../../core/loans/loanAccess';
import { sendCounterOffer } from '../../core/loans/transitions';

export const loanHrRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, creditsApi.approve, async function approveLoan(request) {
    return hrStatusAction(db, authOf(request), 'approve', request.params.id, request.body.company_id, clock.now());
  });

  route(app, creditsApi.notifyEmployee, async function notifyEmployeeOfLoanError(request) {
    const { id } = request.params;
    return hrStatusAction(db, authOf(request), 'notify_employee', id, request.body.company_id, clock.now());
  });

  route(app, creditsApi.reject, async function rejectLoan(request) {
    return hrStatusAction(db, authOf(request), 'reject', request.params.id, request.body.company_id, clock.now(), {
      reason: request.body.reason,
    });
  });

  route(app, creditsApi.edit, async function editLoanTerms(request) {
    return editLoan(db, authOf(request), request.params.id, request.body, clock.now());
  });

  route(app, creditsApi.counterOffer, async function sendLoanCounterOffer(request) {
    return sendCounterOffer(db, authOf(request), request.params.id, request.body, clock.now());
  });

  route(app, creditsApi.massApprove, async function massApproveLoans(request) {
    return bulkAction(db, authOf(request), 'approve', request.body.company_id, request.body.loanIds);
  });

  route(app, creditsApi.massReject, async function massRejectLoans(request) {
    return bulkAction(db, authOf(request), 'reject', request.body.company_id, request.body.loanIds, {
      reason: request.body.reason,
    });
  });

  route(app, creditsApi.massCounterOffer, async function massCounterOfferLoans(request) {
    return bulkAction(db, authOf(request), 'counter_offer', request.body.company_id, request.body.loanIds);
  });

  route(app, creditsApi.payslip, async function loanPayslip(request) {
    await readableLoan(db, authOf(request), request.params.id);
    // Spec 01: only insurance requests carry a payslip; see GET /loans/insurance/{id}/payslip.
    throw new AppError('payslip_not_found');
  });
};
