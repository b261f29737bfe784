/**
 * Loan routes of the employee journey (issue 3): apply, active loan, offer, contract
 * PDFs and the detail. Thin: schema, guard, call; the rules live in the services.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdQuerySchema, idParamSchema, loanRequestSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { objectGuard } from '../policy/requireAccess';
import { uploadOf } from '../../plugins/multipartBody';
import { userActiveLoan } from './active';
import { getOffer } from './offer';
import { applyForLoan } from './applyService';
import { previewContract, signedContract } from './contract';
import { getLoanDetail } from './detail';
import { activeLoanSchema, loanDetailSchema, offerSchema } from '@abono/domain';
import { contractPreviewQuerySchema, contractVersionQuerySchema } from './schemas';
import { SIGNATURE_MAX_BYTES, checkSignature } from './uploads';

const tags = ['loans'];

export const loanRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.post(
    '/',
    {
      config: {
        guard: { kind: 'permission', resource: 'loan_requests', action: 'WRITE', company: { from: 'body', key: 'company_id' } },
        multipart: { fileSize: SIGNATURE_MAX_BYTES, files: 1, fields: 25 },
        idempotency: true,
      },
      schema: {
        tags,
        summary: 'Solicitar un préstamo (multipart: campos de la solicitud y signature PNG < 1 MB; acepta Idempotency-Key)',
        consumes: ['multipart/form-data'],
        body: loanRequestSchema,
        response: { 201: loanDetailSchema },
      },
    },
    async (request, reply) => {
      const signature = await checkSignature(uploadOf(request, 'signature'));
      return reply.code(201).send(await applyForLoan(db, clock, authOf(request), request.body, signature));
    },
  );

  app.get(
    '/user-active',
    {
      config: { guard: { kind: 'authenticated', company: { from: 'query', key: 'company_id' } } },
      schema: {
        tags,
        summary: 'Mi préstamo activo en la empresa, o null',
        querystring: companyIdQuerySchema,
        response: { 200: activeLoanSchema.nullable() },
      },
    },
    async (request) => userActiveLoan(db, authOf(request).id, request.query.company_id, clock.today()),
  );

  app.get(
    '/offers/:id',
    {
      config: { guard: { kind: 'permission', resource: 'offers', action: 'READ', company: { from: 'query', key: 'company_id' } } },
      schema: {
        tags,
        summary: 'Oferta de un producto de la empresa: lo que necesita el panel de solicitud',
        params: idParamSchema,
        querystring: companyIdQuerySchema,
        response: { 200: offerSchema },
      },
    },
    async (request) => getOffer(db, clock, authOf(request).id, request.query.company_id, request.params.id),
  );

  app.get(
    '/contract',
    {
      config: { guard: { kind: 'permission', resource: 'offers', action: 'READ', company: { from: 'query', key: 'company_id' } } },
      schema: {
        tags,
        summary: 'Vista previa del contrato sin firma (PDF) con la cotización de hoy',
        querystring: contractPreviewQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await previewContract(db, clock, authOf(request), request.query);
      return reply.type('application/pdf').header('content-disposition', 'inline; filename="contrato_vista_previa.pdf"').send(pdf);
    },
  );

  app.get(
    '/:id',
    {
      // The service checks the loan's company (readableLoan: 404 for other companies).
      config: { guard: objectGuard('loan.read') },
      schema: { tags, summary: 'Detalle de un préstamo (propio, o de la empresa con permiso de créditos)', params: idParamSchema, response: { 200: loanDetailSchema } },
    },
    async (request) => getLoanDetail(db, authOf(request), request.params.id),
  );

  app.get(
    '/:id/contract',
    {
      config: { guard: objectGuard('loan.read') },
      schema: {
        tags,
        summary: 'Contrato firmado del préstamo (PDF): ?version=N, la última si falta',
        params: idParamSchema,
        querystring: contractVersionQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, version } = await signedContract(db, authOf(request), request.params.id, request.query.version);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="contrato_${request.params.id}_v${version}.pdf"`)
        .send(pdf);
    },
  );
};
