/** The employee's insurance request (spec 01 §2 insurance panel, §3). HR's routes are in credits.ts. */
import { PAYSLIP_MAX_BYTES } from '../catalog';
import { insuranceRequestSchema } from '../schemas/insurance';
import { insuranceRequestResponseSchema } from '../responses/insurance';
import { SIGNATURE_UPLOAD_ERRORS } from './loans';
import { objectGuard } from '../objectAccess';
import { defineRoute } from './route';

export const insuranceApi = {
  request: defineRoute({
    method: 'POST',
    path: '/api/loans/insurance',
    rateLimit: 'upload',
    summary:
      'Solicitar un seguro (multipart: campos, last_payslip PDF ≤ 5 MB y signature PNG < 1 MB; acepta Idempotency-Key)',
    tags: ['insurance'],
    access: objectGuard('insurance.apply', { from: 'body', key: 'company_id' }),
    body: insuranceRequestSchema,
    multipart: { fileSize: PAYSLIP_MAX_BYTES, files: 2, fields: 25 },
    idempotent: true,
    status: 201,
    response: insuranceRequestResponseSchema,
    errors: [
      'forbidden',
      'not_found',
      'insurance_deadline_passed',
      'no_weeks_available',
      'quote_mismatch',
      ...SIGNATURE_UPLOAD_ERRORS,
      'idempotency_in_progress',
      'idempotency_key_reused',
    ],
  }),
};
