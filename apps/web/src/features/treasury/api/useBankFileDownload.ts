import type { UnpayableLoan } from '@abono/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { bankFileFailure } from '../lib/bankFileFailure';
import { treasuryKeys } from './treasuryKeys';

export interface BankFileDownloadTexts {
  /** The success toast, given the server's file name. */
  downloaded: (name: string) => string;
  /** The warning when the server has nothing to put in the file (404). */
  notFound: string;
  /** The error when the server gives no text of its own. */
  other: string;
}

/**
 * One download flow for every bank file card (spec 02 §7–§8): saves the file under the server's
 * name, tells the failure (unpayable list, warning or error), and reads the loans and the history
 * again either way, because a request file moves loans and every file is kept in the history.
 */
export function useBankFileDownload(
  companyId: number,
  onUnpayable: (loans: UnpayableLoan[]) => void,
  texts: BankFileDownloadTexts,
) {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = (start: () => Promise<string>) => {
    setPending(true);
    start()
      .then((name) => toast.success(texts.downloaded(name)))
      .catch(async (error: unknown) => {
        const failure = await bankFileFailure(error, { notFound: texts.notFound, other: texts.other });
        if (failure.kind === 'unpayable') onUnpayable(failure.loans);
        else toast[failure.kind](failure.message);
      })
      .finally(() => {
        setPending(false);
        void client.invalidateQueries({ queryKey: treasuryKeys.loans(companyId) });
        void client.invalidateQueries({ queryKey: treasuryKeys.files(companyId) });
      });
  };

  return { run, pending };
}
