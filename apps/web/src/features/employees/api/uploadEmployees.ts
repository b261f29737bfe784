import { employeesApi, type ResponseOf } from '@abono/domain';
import { requestOf } from '../../../lib/http/call';
import { newIdempotencyKey } from '../../../lib/http/httpClient';
import { uploadWithProgress } from '../../../lib/http/uploadWithProgress';

/**
 * POST /api/employees/import (multipart company_id + file), reporting the upload's progress. One
 * Idempotency-Key per click: a retry after a token refresh replays the first import's answer.
 */
export function uploadEmployees(companyId: number, file: File, onProgress: (fraction: number) => void) {
  const { path, request } = requestOf(
    employeesApi.import,
    { body: { company_id: companyId }, files: { file } },
    { idempotencyKey: newIdempotencyKey() },
  );
  return uploadWithProgress<ResponseOf<typeof employeesApi.import>>(path, request.body as FormData, {
    onProgress,
    idempotencyKey: request.idempotencyKey,
  });
}
