/**
 * POST /api/loans/validate-savings (issue 8 §3): multipart `file` (.xlsx or .xls) and
 * `company_id`. The file is checked by name, magic bytes, size and zip structure before any
 * parser opens it; then the savings service applies it in one transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALCULATION_RESULTS, loanCompanySchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { checkSpreadsheetUpload } from '../../files/spreadsheet/checkSpreadsheetUpload';
import { SPREADSHEET_MAX_BYTES } from '../../files/spreadsheet/limits';
import { readSheetRows } from '../../files/spreadsheet/readSheetRows';
import { uploadSavings } from './savingsService';

const resultSchema = z.object({
  rows_updated: z.number().int(),
  loans_updated: z.number().int(),
  not_found: z.array(z.string()),
  bad_amounts: z.array(z.object({ row: z.number().int(), control_number: z.string(), reason: z.string() })),
  results: z.object(Object.fromEntries(CALCULATION_RESULTS.map((r) => [r, z.number().int()])) as Record<(typeof CALCULATION_RESULTS)[number], z.ZodNumber>),
});

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
        response: { 200: resultSchema },
      },
    },
    async (request) => {
      const file = uploadOf(request, 'file');
      const kind = await checkSpreadsheetUpload(file, ['xlsx', 'xls']);
      return uploadSavings(db, authOf(request), request.body.company_id, readSheetRows(file!.bytes, kind));
    },
  );
};
