/**
 * POST /api/loans/insurance: multipart insurance request with the last payslip (PDF by
 * content and name, ≤ 5 MB) and the signature (PNG < 1 MB).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYSLIP_MAX_BYTES, insuranceRequestResponseSchema, insuranceRequestSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { parseInput } from '../../lib/parseInput';
import { readMultipart } from '../../lib/readMultipart';
import { authOf } from '../../plugins/guard';
import { assertCompanyAccess } from '../companies/companyAccess';
import { checkPayslip, checkSignature } from '../loans/uploads';
import { requestInsurance } from './service';

export const insuranceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.post(
    '/',
    {
      config: { guard: { kind: 'permission', resource: 'loan_requests', action: 'WRITE' } },
      schema: {
        tags: ['insurance'],
        summary: 'Solicitar un seguro (multipart: campos, last_payslip PDF ≤ 5 MB y signature PNG < 1 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: insuranceRequestResponseSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { fileSize: PAYSLIP_MAX_BYTES, files: 2, fields: 25 });
      const input = parseInput(insuranceRequestSchema, fields);
      await assertCompanyAccess(db, authOf(request), input.company_id);
      const payslip = await checkPayslip(files.last_payslip, PAYSLIP_MAX_BYTES);
      const signature = await checkSignature(files.signature);
      return reply.code(201).send(await requestInsurance(db, clock, authOf(request), input, { payslip, signature }));
    },
  );
};
