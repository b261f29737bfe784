import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/http/ApiError';
import type { SignedRequestInput } from '../../lib/signedRequest';
import { applicantFieldValues, useApplicant } from '../../lib/session/useApplicant';
import { useSession } from '../../lib/session/useSession';
import { toast } from '../../lib/toast';
import type { LiveQuoteInput } from '../QuoteSummary/liveQuote';
import { useLiveQuote } from '../QuoteSummary/useLiveQuote';
import { useDirtyPanel, useGuardedClose } from '../SidePanel/discardGuard';

export interface SignedSubmitOptions<TInput extends SignedRequestInput> {
  mutation: UseMutationResult<unknown, unknown, TInput>;
  /** The request's company: the applicant is the user's record there, never another company's. */
  companyId: number;
  /** What the live quote is computed from; `today` is also the request's read-only `date`. */
  quote: LiveQuoteInput;
  /** The form holds changes (typed amounts, a payslip, a signature): the panel asks before closing. */
  dirty: boolean;
  /** Catalog keys of the success toast and of the fallback error text. */
  successKey: string;
  errorKey: string;
  /** Closes the panel once the request is sent. */
  onDone: () => void;
}

/**
 * What the loan and insurance request forms share around their own fields (spec 01 §3, §8):
 * the discard guard, the live quote, the applicant (the user's record in the request's company)
 * and its read-only fields (null when the record may not apply), sending the request with the
 * session's tin, the live quote and the signature; then, sent, a success toast and the panel
 * closes; refused, the error's text (catalog by code, else the server's message, else `errorKey`)
 * stays above the buttons and shows as a toast.
 */
export function useSignedSubmit<TInput extends SignedRequestInput>({
  mutation,
  companyId,
  quote,
  dirty,
  successKey,
  errorKey,
  onDone,
}: SignedSubmitOptions<TInput>) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [submitError, setSubmitError] = useState<string | null>(null);
  useDirtyPanel(dirty);
  const live = useLiveQuote(quote);
  const applicant = useApplicant(companyId);
  const readOnly = applicantFieldValues(applicant, quote.today);
  // Cancel asks first, as Escape does, when the form holds changes.
  const cancel = useGuardedClose(onDone);

  /** Sends the request with the form's own fields; nothing happens without a quote or an applicant. */
  const send = (signature: string, fields: Omit<TInput, keyof SignedRequestInput>) => {
    if (live.status !== 'ok' || !readOnly) return;
    setSubmitError(null);
    const common: SignedRequestInput = { tin: user?.tin ?? null, employee: readOnly, quote: live.quote, signature };
    mutation.mutate({ ...fields, ...common } as TInput, {
      onSuccess: () => {
        toast.success(t(successKey));
        onDone();
      },
      onError: (error) => {
        const message = errorMessage(error, t(errorKey));
        setSubmitError(message);
        toast.error(message);
      },
    });
  };

  return { live, applicant, readOnly, send, footer: { submitError, pending: mutation.isPending, onCancel: cancel } };
}
