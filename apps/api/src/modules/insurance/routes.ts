/**
 * POST /api/loans/insurance: multipart insurance request with the last payslip (PDF by
 * content and name, ≤ 5 MB) and the signature (PNG < 1 MB).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYSLIP_MAX_BYTES, insuranceRequestResponseSchema, insuranceRequestSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { checkPayslip, checkSignature } from '../../core/loans/uploads';
import { requestInsurance } from './service';

export const insuranceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.post(
    '/',
    {
      config: {
        guard: { kind: 'permission', resource: 'loan_requests', action: 'WRITE', company: { from: 'body', key: 'company_id' } },
        multipart: { fileSize: PAYSLIP_MAX_BYTES, files: 2, fields: 25 },
        idempotency: true,
      },
      schema: {
        tags: ['insurance'],
        summary: 'Solicitar un seguro (multipart: campos, last_payslip PDF ≤ 5 MB y signature PNG < 1 MB; acepta Idempotency-Key)',
        consumes: ['multipart/form-data'],
        body: insuranceRequestSchema,
        response: { 201: insuranceRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const payslip = await checkPayslip(uploadOf(request, 'last_payslip'), PAYSLIP_MAX_BYTES);
      const signature = await checkSignature(uploadOf(request, 'signature'));
      return reply.code(201).send(await requestInsurance(db, clock, authOf(request), request.body, { payslip, signature }));
    },
  );
};
