/**
 * The employee's loan routes (spec 01 §2–§3, 02 §7): apply, the active loan, an offer, the
 * contract preview, a loan's detail and signed contracts, and the owner's answers to a
 * counter offer or a release error. HR's loan routes are declared in credits.ts.
 */
import { SIGNATURE_MAX_BYTES } from '../catalog';
import type { ErrorCode } from '../errors';
import { companyIdQuerySchema, idParamSchema } from '../schemas/common';
import { loanRequestSchema } from '../schemas/loan';
import { contractPreviewQuerySchema, contractVersionQuerySchema, optionalCompanySchema } from '../schemas/loanContract';
import { activeLoanSchema, loanDetailSchema, offerSchema } from '../responses/loans';
import { objectGuard } from '../objectAccess';
import { defineRoute } from './route';

const tags = ['loans'];
const PDF = 'application/pdf';

/** Who may apply, and the refusals of the apply rules (eligibility and quote, 01 §5). */
const applyRefusals = [
  'forbidden',
  'not_found',
  'active_loan_exists',
  'deadline_passed',
  'no_weeks_available',
] as const satisfies readonly ErrorCode[];
/** What the API answers a signature PNG that is missing, too big or not a PNG. */
export const SIGNATURE_UPLOAD_ERRORS = [
  'validation_error',
  'payload_too_large',
  'unsupported_media_type',
] as const satisfies readonly ErrorCode[];

/** The owner's actions name a loan; its company is checked with its ownership when it is loaded. */
const owner = objectGuard('loan.answer');
const offersInQuery = objectGuard('offer.read', { from: 'query', key: 'company_id' });
/**
 * `company_id` arrives multipart (02 §7), as JSON, or not at all. JSON is let through on
 * accepting too, so a call without the form still hears "firma requerida" (400).
 */
const ownerForm = { fileSize: 1024, files: 1, fields: 5, fieldSize: 1024, json: true } as const;

export const loansApi = {
  apply: defineRoute({
    method: 'POST',
    path: '/api/loans',
    rateLimit: 'upload',
    summary: 'Solicitar un préstamo (multipart: campos de la solicitud y signature PNG < 1 MB; acepta Idempotency-Key)',
    tags,
    access: objectGuard('loan.apply', { from: 'body', key: 'company_id' }),
    body: loanRequestSchema,
    multipart: { fileSize: SIGNATURE_MAX_BYTES, files: 1, fields: 25 },
    idempotent: true,
    status: 201,
    response: loanDetailSchema,
    errors: [
      ...applyRefusals,
      'quote_mismatch',
      ...SIGNATURE_UPLOAD_ERRORS,
      'idempotency_in_progress',
      'idempotency_key_reused',
    ],
  }),
  userActive: defineRoute({
    method: 'GET',
    path: '/api/loans/user-active',
    summary: 'Mi préstamo activo en la empresa, o null',
    tags,
    access: { kind: 'authenticated', company: { from: 'query', key: 'company_id' } },
    query: companyIdQuerySchema,
    response: activeLoanSchema.nullable(),
  }),
  offer: defineRoute({
    method: 'GET',
    path: '/api/loans/offers/:id',
    summary: 'Oferta de un producto de la empresa: lo que necesita el panel de solicitud',
    tags,
    access: offersInQuery,
    params: idParamSchema,
    query: companyIdQuerySchema,
    response: offerSchema,
    errors: ['not_found'],
  }),
  contractPreview: defineRoute({
    method: 'GET',
    path: '/api/loans/contract',
    rateLimit: 'pdf',
    summary: 'Vista previa del contrato sin firma (PDF) con la cotización de hoy',
    tags,
    access: offersInQuery,
    query: contractPreviewQuerySchema,
    file: PDF,
    errors: [...applyRefusals],
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/loans/:id',
    summary: 'Detalle de un préstamo (propio, o de la empresa con permiso de créditos)',
    tags,
    // The service checks the loan's company (readableLoan: 404 for other companies).
    access: objectGuard('loan.read'),
    params: idParamSchema,
    response: loanDetailSchema,
    errors: ['not_found'],
  }),
  contract: defineRoute({
    method: 'GET',
    path: '/api/loans/:id/contract',
    rateLimit: 'pdf',
    summary: 'Contrato firmado del préstamo (PDF): ?version=N, la última si falta',
    tags,
    access: objectGuard('loan.read'),
    params: idParamSchema,
    query: contractVersionQuerySchema,
    file: PDF,
    errors: ['not_found', 'conflict'],
  }),
  acceptCounterOffer: defineRoute({
    method: 'PUT',
    path: '/api/loans/:id/accept-counter-offer',
    rateLimit: 'upload',
    summary:
      'Aceptar la contraoferta con una firma nueva (multipart: company_id y signature PNG < 1 MB; solo el dueño)',
    tags,
    access: owner,
    params: idParamSchema,
    body: optionalCompanySchema.nullish(),
    multipart: { ...ownerForm, fileSize: SIGNATURE_MAX_BYTES },
    response: loanDetailSchema,
    errors: ['not_found', 'transition_not_allowed', ...SIGNATURE_UPLOAD_ERRORS],
  }),
  rejectCounterOffer: defineRoute({
    method: 'PUT',
    path: '/api/loans/:id/reject-counter-offer',
    rateLimit: 'upload',
    summary: 'Rechazar la contraoferta (solo el dueño del préstamo)',
    tags,
    access: owner,
    params: idParamSchema,
    body: optionalCompanySchema.nullish(),
    multipart: ownerForm,
    response: loanDetailSchema,
    errors: ['not_found', 'transition_not_allowed'],
  }),
  releaseError: defineRoute({
    method: 'PUT',
    path: '/api/loans/:id/release-error',
    rateLimit: 'upload',
    summary: 'Documentación completada (solo el dueño del préstamo)',
    tags,
    access: owner,
    params: idParamSchema,
    body: optionalCompanySchema.nullish(),
    multipart: ownerForm,
    response: loanDetailSchema,
    errors: ['not_found', 'transition_not_allowed'],
  }),
};
