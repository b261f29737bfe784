import type { LoanDetailResponse } from '@abono/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuote } from '../../../components/QuoteSummary/useLiveQuote';
import { useDirtyPanel, useGuardedClose } from '../../../components/SidePanel/discardGuard';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';

export interface LoanOfferOptions<TVars> {
  loan: Pick<LoanDetailResponse, 'requestedOn' | 'deadline' | 'monthlyRate'>;
  /** The form's typed amount and weekly discount. */
  amount: string;
  weeklyDiscount: string;
  /** The form holds changes: the panel asks before discarding them. */
  dirty: boolean;
  mutation: UseMutationResult<unknown, unknown, TVars>;
  /** Catalog keys of the success toast and of the fallback error text. */
  successKey: string;
  errorKey: string;
  /** Closes the panel once the figures are sent. */
  onDone: () => void;
}

/**
 * What HR's two offers of new figures (the counter offer and the edit, decision 048) share around
 * their fields: the live quote as of the loan's request day with its own rate and deadline (as the
 * server requotes it), the discard guard, and sending: sent, a success toast and the panel closes;
 * refused, the error's text stays above the buttons.
 */
export function useLoanOffer<TVars>({
  loan,
  amount,
  weeklyDiscount,
  dirty,
  mutation,
  successKey,
  errorKey,
  onDone,
}: LoanOfferOptions<TVars>) {
  const { t } = useTranslation();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const live = useLiveQuote({
    today: loan.requestedOn,
    deadline: loan.deadline,
    monthlyRatePercent: loan.monthlyRate,
    amount,
    weeklyDiscount,
  });
  useDirtyPanel(dirty);
  // Cancel asks first, as Escape does, when the form holds changes.
  const cancel = useGuardedClose(onDone);

  const send = (vars: TVars) => {
    setSubmitError(null);
    mutation.mutate(vars, {
      onSuccess: () => {
        toast.success(t(successKey));
        onDone();
      },
      onError: (error) => setSubmitError(errorMessage(error, t(errorKey))),
    });
  };

  return { live, send, footer: { submitError, pending: mutation.isPending, onCancel: cancel } };
}
