/**
 * POST /api/loans/validate-savings (spec 02 §7): multipart `file` (.xlsx or .xls) and
 * `company_id`. The file is checked by name, magic bytes, size and zip structure before any
 * parser opens it; a worker thread reads it (readSheetInWorker), then the savings service
 * applies it in one transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditsApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { checkSpreadsheetUpload } from '../../files/spreadsheet/checkSpreadsheetUpload';
import { readSheetInWorker } from '../../files/spreadsheet/readSheetInWorker';
import { uploadSavings } from './savingsService';

export const savingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, creditsApi.validateSavings, async function uploadEmployeeSavings(request) {
    const file = uploadOf(request, 'file');
    const kind = await checkSpreadsheetUpload(file, ['xlsx', 'xls']);
    const companyId = request.body.company_id;
    return uploadSavings(
      db,
      authOf(request),
      companyId,
      await readSheetInWorker('savings', file!.bytes, kind, { companyId }),
    );
  });
};
