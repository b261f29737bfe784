/**
 * POST /api/loans/validate-savings (issue 8 §3): multipart `file` (.xlsx or .xls) and
 * `company_id`. The file is checked by name, magic bytes, size and zip structure before any
 * parser opens it; a worker thread reads it (readSheetInWorker), then the savings service
 * applies it in one transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loanCompanySchema, savingsUploadResultSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { checkSpreadsheetUpload } from '../../files/spreadsheet/checkSpreadsheetUpload';
import { SPREADSHEET_MAX_BYTES } from '../../files/spreadsheet/limits';
import { readSheetInWorker } from '../../files/spreadsheet/readSheetInWorker';
import { uploadSavings } from './savingsService';

export const savingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/validate-savings',
    {
      config: {
        guard: { kind: 'permission', resource: 'loans', action: 'WRITE', company: { from: 'body', key: 'company_id' } },
        // One byte over the limit still reaches the check, which answers 413 in Spanish.
        multipart: { fileSize: SPREADSHEET_MAX_BYTES + 1, files: 1, fields: 5 },
        idempotency: true,
      },
      schema: {
        tags: ['loans'],
        summary: 'Subir el ahorro de los empleados (multipart: file .xlsx o .xls ≤ 10 MB y company_id); acepta Idempotency-Key',
        consumes: ['multipart/form-data'],
        body: loanCompanySchema,
        response: { 200: savingsUploadResultSchema },
      },
    },
    async (request) => {
      const file = uploadOf(request, 'file');
      const kind = await checkSpreadsheetUpload(file, ['xlsx', 'xls']);
      return uploadSavings(db, authOf(request), request.body.company_id, await readSheetInWorker('savings', file!.bytes, kind, { companyId: request.body.company_id }));
    },
  );
};
