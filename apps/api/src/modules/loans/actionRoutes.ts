/**
 * The owner's answers to loan state changes (HR's counter offer lives in modules/credits).
 * Each answers the updated loan detail. Accepting a counter offer carries a new signature.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@abono/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../lib/appDeps';
import type { Clock } from '../../lib/clock';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import type { AuthUser } from '../../core/auth/authUser';
import { getLoanDetail } from '../../core/loans/detail';
import { loanDetailSchema } from '@abono/domain';
import { optionalCompanySchema } from './schemas';
import { SIGNATURE_MAX_BYTES, checkSignature } from '../../core/loans/uploads';
import { acceptCounterOffer, rejectCounterOffer, releaseError } from '../../core/loans/transitions';

const tags = ['loans'];
/** The owner's actions name a loan; its company is checked with its ownership when it is loaded. */
const ownerGuard = { kind: 'permission' as const, type: 'ENTITY' as const, resource: 'own_loans' as const, action: 'WRITE' as const, scope: 'object' as const };

type OwnerAction = (db: Db, actor: AuthUser, id: number, companyId: number | undefined, clock: Clock) => Promise<void>;

export const loanActionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  // `company_id` arrives multipart (02 §7), as JSON, or not at all; the form is parsed
  // before validation by plugins/multipartBody.
  const ownerRoute = (path: string, summary: string, action: OwnerAction) =>
    app.put(
      path,
      {
        config: { guard: ownerGuard, multipart: { fileSize: 1024, files: 1, fields: 5, fieldSize: 1024, acceptJson: true } },
        schema: {
          tags,
          summary,
          params: idParamSchema,
          body: optionalCompanySchema.nullish(),
          consumes: ['multipart/form-data', 'application/json'],
          response: { 200: loanDetailSchema },
        },
      },
      async (request) => {
        const actor = authOf(request);
        await action(db, actor, request.params.id, request.body?.company_id, clock);
        return getLoanDetail(db, actor, request.params.id);
      },
    );

  // Accepting signs the offered figures: multipart (02 §7) with company_id and a NEW signature
  // PNG. The form is parsed before the guard's checks (plugins/multipartBody); the loan
  // names its company, checked with its ownership when it is loaded (scope 'object').
  app.put(
    '/:id/accept-counter-offer',
    {
      config: {
        guard: ownerGuard,
        // JSON is let through so that a call without the form still hears "firma requerida" (400).
        multipart: { fileSize: SIGNATURE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, acceptJson: true },
      },
      schema: {
        tags,
        summary: 'Aceptar la contraoferta con una firma nueva (multipart: company_id y signature PNG < 1 MB; solo el dueño)',
        params: idParamSchema,
        body: optionalCompanySchema.nullish(),
        consumes: ['multipart/form-data'],
        response: { 200: loanDetailSchema },
      },
    },
    async (request) => {
      const actor = authOf(request);
      const signature = await checkSignature(uploadOf(request, 'signature'));
      await acceptCounterOffer(db, actor, request.params.id, request.body?.company_id, signature);
      return getLoanDetail(db, actor, request.params.id);
    },
  );

  ownerRoute('/:id/reject-counter-offer', 'Rechazar la contraoferta (solo el dueño del préstamo)', rejectCounterOffer);
  ownerRoute('/:id/release-error', 'Documentación completada (solo el dueño del préstamo)', releaseError);
};
