/**
 * POST /api/employees/import (03 §4), declared in the domain's employeesApi: multipart `file`
 * (.xlsx only) and `company_id`. The file is checked by name, magic bytes, size and zip structure
 * before any parser opens it (the checks every spreadsheet upload shares); a worker thread reads
 * it (readSheetInWorker), then the import service upserts its rows in one transaction. Accepts
 * Idempotency-Key: a replay answers the first result.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employeesApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { checkSpreadsheetUpload } from '../../files/spreadsheet/checkSpreadsheetUpload';
import { readSheetInWorker } from '../../files/spreadsheet/readSheetInWorker';
import { importEmployees } from './employeeImportService';

export const employeeImportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, clock }) => {
  route(app, employeesApi.import, async function importEmployeesFromSheet(request) {
    const file = uploadOf(request, 'file');
    const kind = await checkSpreadsheetUpload(file, ['xlsx']);
    const readFile = (params: { roleNames: string[] }) =>
      readSheetInWorker('employees', file!.bytes, kind, { companyId: request.body.company_id, params });
    return importEmployees(db, authOf(request), request.body.company_id, readFile, clock.now());
  });
};
