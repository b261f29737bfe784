/**
 * Treasury's loan routes (spec 02 §7 "Treasury", 03 §3), declared in the domain's treasuryApi:
 * the loans awaiting the bank, the terminated employees, and the bulk deposit confirmation and
 * error report (Idempotency-Key and the loan.disburse grant come from their declarations).
 * Registered by the treasury module's plugin (index.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { treasuryApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { deactivatedEmployees } from '../../core/employees/deactivatedEmployees';
import { confirmLoans, reportLoansError } from './confirmService';
import { treasuryLoans } from './loansService';

export const treasuryLoansRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, treasuryApi.loans, async function listTreasuryLoans(request) {
    return treasuryLoans(db, request.query.company_id, authOf(request).id);
  });

  // The same list as HR's GET /employees/deactivated (one query, core/employees).
  route(app, treasuryApi.deactivatedEmployees, async function listTreasuryDeactivatedEmployees(request) {
    return deactivatedEmployees(db, request.query.company_id);
  });

  route(app, treasuryApi.confirm, async function confirmTreasuryLoans(request) {
    const { companyId, loanIds } = request.body;
    return confirmLoans(db, authOf(request), { companyId, loanIds }, clock.now());
  });

  route(app, treasuryApi.reportError, async function reportTreasuryLoansError(request) {
    const { companyId, loanIds, comment } = request.body;
    return reportLoansError(db, authOf(request), { companyId, loanIds, comment }, clock.now());
  });
};
