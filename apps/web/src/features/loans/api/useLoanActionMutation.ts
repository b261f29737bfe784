import { loansApi, type LoanDetailResponse } from '@abono/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataUrlToFile } from '../../../components/SignaturePad/dataUrl';
import { call } from '../../../lib/http/call';
import { activeLoanQueryPrefix } from '../../../lib/queries/useActiveLoanQuery';
import { loanDetailQuery } from '../../../lib/queries/loanDetailQuery';

/** The owner's actions on a loan (02 §7): each is a PUT answered with the updated detail. */
const ROUTES = {
  'accept-counter-offer': loansApi.acceptCounterOffer,
  'reject-counter-offer': loansApi.rejectCounterOffer,
  'release-error': loansApi.releaseError,
} as const;
export type LoanOwnerAction = keyof typeof ROUTES;

export interface LoanActionInput {
  loanId: number;
  companyId: number;
  /** The new signature (PNG data URL) accepting a counter offer signs the offered figures with. */
  signature?: string;
}

/**
 * PUT /api/loans/{id}/{action}, multipart with company_id (02 §7; the API also reads
 * it on reject and release) and, to accept a counter offer, the new signature PNG. The
 * answer is the updated detail: it goes into the detail's cache as is (no second read),
 * and only the active-loan lookups (menu, offers), which it cannot update, are refreshed.
 */
export function useLoanActionMutation(action: LoanOwnerAction) {
  const queryClient = useQueryClient();
  return useMutation<LoanDetailResponse, unknown, LoanActionInput>({
    mutationFn: ({ loanId, companyId, signature }) =>
      call(ROUTES[action], {
        params: { id: loanId },
        body: { company_id: companyId },
        files: { signature: signature ? dataUrlToFile(signature, 'firma.png') : undefined },
      }),
    onSuccess: async (detail, { loanId }) => {
      queryClient.setQueryData(loanDetailQuery(loanId).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: activeLoanQueryPrefix });
    },
  });
}
