import type { EmployeeImportResult } from '@abono/domain';
import { newIdempotencyKey } from '../../../lib/http/httpClient';
import { uploadWithProgress } from '../../../lib/http/uploadWithProgress';

/**
 * POST /api/employees/import (multipart file + company_id), reporting the upload's progress. One
 * Idempotency-Key per click: a retry after a token refresh replays the first import's answer.
 */
export function uploadEmployees(companyId: number, file: File, onProgress: (fraction: number) => void): Promise<EmployeeImportResult> {
  const form = new FormData();
  form.append('company_id', String(companyId));
  form.append('file', file, file.name);
  return uploadWithProgress<EmployeeImportResult>('/employees/import', form, { onProgress, idempotencyKey: newIdempotencyKey() });
}
