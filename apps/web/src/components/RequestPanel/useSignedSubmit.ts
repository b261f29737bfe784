import type { SessionEmployee } from '@abono/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/http/ApiError';
import type { SignedRequestInput } from '../../lib/signedRequest';
import { applicantFieldValues } from '../../lib/session/useApplicant';
import { useSession } from '../../lib/session/useSession';
import { toast } from '../../lib/toast';
import type { LiveQuote } from '../QuoteSummary/liveQuote';
import { useGuardedClose } from '../SidePanel/discardGuard';

export interface SignedSubmitOptions<TInput extends SignedRequestInput> {
  mutation: UseMutationResult<unknown, unknown, TInput>;
  /** The applicant's record in the request's company (useApplicant). */
  employee: SessionEmployee | null;
  /** The request's day, sent as the read-only `date`. */
  date: string;
  live: LiveQuote;
  /** Catalog keys of the success toast and of the fallback error text. */
  successKey: string;
  errorKey: string;
  /** Closes the panel once the request is sent. */
  onDone: () => void;
}

/**
 * What the loan and insurance request forms share around their own fields (spec 01 §3, §8):
 * the read-only applicant fields (null when the record may not apply), sending the request with
 * the session's tin, the live quote and the signature; then, sent, a success toast and the panel
 * closes; refused, the error's text (catalog by code, else the server's message, else `errorKey`)
 * stays above the buttons and shows as a toast.
 */
export function useSignedSubmit<TInput extends SignedRequestInput>({
  mutation,
  employee,
  date,
  live,
  successKey,
  errorKey,
  onDone,
}: SignedSubmitOptions<TInput>) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const readOnly = applicantFieldValues(employee, date);
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

  return { readOnly, send, footer: { submitError, pending: mutation.isPending, onCancel: cancel } };
}
