/**
 * POST /api/loans/insurance (the domain's insuranceApi.request): multipart insurance request
 * with the last payslip (PDF by content and name, ≤ 5 MB) and the signature (PNG < 1 MB).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYSLIP_MAX_BYTES, insuranceApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { checkPayslip, checkSignature } from '../../core/loans/uploads';
import { requestInsurance } from './service';

export const insuranceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, insuranceApi.request, async function requestInsuranceHandler(request) {
    const payslip = await checkPayslip(uploadOf(request, 'last_payslip'), PAYSLIP_MAX_BYTES);
    const signature = await checkSignature(uploadOf(request, 'signature'));
    return requestInsurance(db, clock, authOf(request), request.body, { payslip, signature });
  });
};
