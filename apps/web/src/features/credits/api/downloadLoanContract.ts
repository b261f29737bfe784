import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { downloadLoanContract as saveLoanContract } from '../../../lib/loanContract';
import { toast } from '../../../lib/toast';

/** The latest signed contract of a loan from HR's screens, with the spec's success and error toasts. */
export async function downloadLoanContract(loanId: number, t: TFunction): Promise<void> {
  try {
    await saveLoanContract(loanId);
    toast.success(t('credits.contract_downloaded'));
  } catch (error) {
    toast.error(errorMessage(error, t('credits.contract_error')));
  }
}
