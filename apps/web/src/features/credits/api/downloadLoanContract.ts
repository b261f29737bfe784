import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { http } from '../../../lib/http/httpClient';
import { saveBlob } from '../../../lib/saveBlob';
import { toast } from '../../../lib/toast';

/** GET /api/loans/{id}/contract saved as contrato_{id}.pdf, with the spec's success and error toasts. */
export async function downloadLoanContract(loanId: number, t: TFunction): Promise<void> {
  try {
    saveBlob(await http.blob(`/loans/${loanId}/contract`), `contrato_${loanId}.pdf`);
    toast.success(t('credits.contract_downloaded'));
  } catch (error) {
    toast.error(errorMessage(error, t('credits.contract_error')));
  }
}
