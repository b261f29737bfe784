import { creditsApi, type ResponseOf } from '@abono/domain';
import { requestOf } from '../../../lib/http/call';
import { newIdempotencyKey } from '../../../lib/http/httpClient';
import { uploadWithProgress } from '../../../lib/http/uploadWithProgress';

export type SavingsUploadResult = ResponseOf<typeof creditsApi.validateSavings>;

/** POST /api/loans/validate-savings (multipart file + company_id), reporting the upload's progress. */
export function uploadSavings(
  companyId: number,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<SavingsUploadResult> {
  const { path, request } = requestOf(creditsApi.validateSavings, { body: { company_id: companyId }, files: { file } });
  return uploadWithProgress<SavingsUploadResult>(path, request.body as FormData, {
    onProgress,
    idempotencyKey: newIdempotencyKey(),
  });
}
