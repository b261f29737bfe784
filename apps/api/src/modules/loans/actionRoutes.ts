/**
 * The owner's answers to a counter offer and to a release error (02 §7), declared in the
 * domain's loansApi (HR's counter offer lives in modules/credits). Each answers the updated loan
 * detail. Accepting a counter offer carries a new signature.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loansApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { buildLoanDetail } from '../../core/loans/detail';
import type { LoanRow } from '../../core/loans/loanAccess';
import { checkSignature } from '../../core/loans/uploads';
import { acceptCounterOffer, rejectCounterOffer, releaseError } from '../../core/loans/transitions';

export const loanActionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  // An owner's action answers the loan as it wrote it: the action already loaded it, checked
  // the caller owns it in its company and locked it, so it is neither loaded nor authorized
  // again. The grant that lets one answer (view_my_credit) also reads one's own loan: isOwner.
  const ownerDetail = (loan: LoanRow) => buildLoanDetail(db, loan, true);

  // Accepting signs the offered figures with a NEW signature PNG. The form is parsed before
  // the guard's checks (plugins/multipartBody); the loan names its company, checked with its
  // ownership when it is loaded.
  route(app, loansApi.acceptCounterOffer, async function acceptCounterOfferHandler(request) {
    const signature = await checkSignature(uploadOf(request, 'signature'));
    return ownerDetail(
      await acceptCounterOffer(
        db,
        authOf(request),
        request.params.id,
        request.body?.company_id,
        signature,
        clock.now(),
      ),
    );
  });

  route(app, loansApi.rejectCounterOffer, async function rejectCounterOfferHandler(request) {
    return ownerDetail(
      await rejectCounterOffer(db, authOf(request), request.params.id, request.body?.company_id, clock),
    );
  });

  route(app, loansApi.releaseError, async function releaseErrorHandler(request) {
    return ownerDetail(await releaseError(db, authOf(request), request.params.id, request.body?.company_id, clock));
  });
};
