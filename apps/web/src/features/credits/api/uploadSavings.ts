import type { CalculationResult } from '@abono/domain';
import { newIdempotencyKey } from '../../../lib/http/httpClient';
import { uploadWithProgress } from '../../../lib/http/uploadWithProgress';

export interface SavingsUploadResult {
  rows_updated: number;
  loans_updated: number;
  not_found: string[];
  bad_amounts: { row: number; control_number: string; reason: string }[];
  results: Record<CalculationResult, number>;
}

/** POST /api/loans/validate-savings (multipart file + company_id), reporting the upload's progress. */
export function uploadSavings(companyId: number, file: File, onProgress: (fraction: number) => void): Promise<SavingsUploadResult> {
  const form = new FormData();
  form.append('company_id', String(companyId));
  form.append('file', file, file.name);
  return uploadWithProgress<SavingsUploadResult>('/loans/validate-savings', form, { onProgress, idempotencyKey: newIdempotencyKey() });
}
