import { http } from '../../../lib/http/httpClient';

export interface ContractPreviewQuery {
  company_id: number;
  product_id: number;
  loan_amount: string;
  weekly_discount: string;
}

/** GET /api/loans/contract?…: the unsigned contract preview as a PDF Blob. */
export function fetchContractPreview(query: ContractPreviewQuery): Promise<Blob> {
  return http.blob('/loans/contract', { ...query });
}
