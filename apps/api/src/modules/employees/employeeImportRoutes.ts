/**
 * POST /api/employees/import (issue 9 §3, 03 §4): multipart `file` (.xlsx only) and
 * `company_id`. The file is checked by name, magic bytes, size and zip structure before any
 * parser opens it (the checks every spreadsheet upload shares); a worker thread reads it
 * (readSheetInWorker), then the import service upserts its rows in one transaction. Accepts Idempotency-Key: a replay answers the first result.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeeCompanyQuerySchema, employeeImportResultSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { checkSpreadsheetUpload } from '../../files/spreadsheet/checkSpreadsheetUpload';
import { SPREADSHEET_MAX_BYTES } from '../../files/spreadsheet/limits';
import { readSheetInWorker } from '../../files/spreadsheet/readSheetInWorker';
import { writeEmployees } from './employeeGuards';
import { importEmployees } from './employeeImportService';

export const employeeImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  app.post(
    '/import',
    {
      config: {
        guard: writeEmployees,
        // One byte over the limit still reaches the check, which answers 413 in Spanish.
        multipart: { fileSize: SPREADSHEET_MAX_BYTES + 1, files: 1, fields: 5 },
        idempotency: true,
      },
      schema: {
        tags: ['employees'],
        summary: 'Importar empleados desde la plantilla (multipart: file .xlsx ≤ 10 MB y company_id); acepta Idempotency-Key',
        consumes: ['multipart/form-data'],
        body: employeeCompanyQuerySchema,
        response: { 200: employeeImportResultSchema },
      },
    },
    async (request) => {
      const file = uploadOf(request, 'file');
      const kind = await checkSpreadsheetUpload(file, ['xlsx']);
      const readFile = (params: { roleNames: string[] }) => readSheetInWorker('employees', file!.bytes, kind, { companyId: request.body.company_id, params });
      return importEmployees(db, authOf(request), request.body.company_id, readFile, clock.now());
    },
  );
};
