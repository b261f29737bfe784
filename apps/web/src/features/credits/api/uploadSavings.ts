import type { SavingsUploadResult } from '@abono/domain';
import { newIdempotencyKey } from '../../../lib/http/httpClient';
import { uploadWithProgress } from '../../../lib/http/uploadWithProgress';

export type { SavingsUploadResult };

/** POST /api/loans/validate-savings (multipart file + company_id), reporting the upload's progress. */
export function uploadSavings(companyId: number, file: File, onProgress: (fraction: number) => void): Promise<SavingsUploadResult> {
  const form = new FormData();
  form.append('company_id', String(companyId));
  form.append('file', file, file.name);
  return uploadWithProgress<SavingsUploadResult>('/loans/validate-savings', form, { onProgress, idempotencyKey: newIdempotencyKey() });
}
