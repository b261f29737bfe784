/**
 * Treasury (spec 02 §7 "Treasury", 03 §3–§4): the loans awaiting the bank and the deposit, the
 * bank money request, the Banorte and HSBC dispersion files and their history, the deposit
 * confirmation or error report, the terminated employees, and the weekly payroll deduction file.
 */
import { companyIdQuerySchema } from '../schemas/common';
import {
  confirmLoansSchema,
  deductionsQuerySchema,
  deductionsSummaryQuerySchema,
  reportLoansErrorSchema,
  treasuryFileParamsSchema,
  treasuryFileQuerySchema,
  treasuryGenerateQuerySchema,
} from '../schemas/treasury';
import { bulkLoanResultSchema } from '../responses/loans';
import { deactivatedEmployeesSchema } from '../responses/employees';
import {
  deductionsSummarySchema,
  treasuryFilesSchema,
  treasuryLoansSchema,
  unpayableLoansErrorSchema,
} from '../responses/treasury';
import { objectGuard } from '../objectAccess';
import { defineRoute } from './route';

const tags = ['treasury'];
const readInQuery = objectGuard('treasury.read', { from: 'query', key: 'company_id' });
// The bank request file moves loans to applied: a write, although the spec makes it a GET.
const disburseInQuery = objectGuard('loan.disburse', { from: 'query', key: 'company_id' });
const disburseInBody = objectGuard('loan.disburse', { from: 'body', key: 'companyId' });
const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The media type of each file treasury writes (03 §4): the request CSV is UTF-8 with BOM, the
 * Banorte .PAG fixed-width ASCII text, the HSBC file an ASCII CSV, the deduction file an .xlsx
 * or a UTF-8 CSV. The history answers a file again with the media type it was first answered with.
 */
export const TREASURY_FILE_MEDIA = {
  bankRequest: CSV,
  banorte: 'text/plain; charset=us-ascii',
  hsbc: 'text/csv; charset=us-ascii',
  deductionsXlsx: XLSX,
  deductionsCsv: CSV,
} as const;
const DISPERSION_MEDIA = [TREASURY_FILE_MEDIA.banorte, TREASURY_FILE_MEDIA.hsbc] as const;
const bulkErrors = [
  'loans_not_found',
  'bulk_not_allowed',
  'own_record_forbidden',
  'idempotency_in_progress',
  'idempotency_key_reused',
] as const;

export const treasuryApi = {
  loans: defineRoute({
    method: 'GET',
    path: '/api/treasury/loans',
    summary: 'Préstamos por dispersar o por confirmar: aplicados, aceptados, aprobados y con documentación completa',
    tags,
    access: readInQuery,
    query: companyIdQuerySchema,
    response: treasuryLoansSchema,
  }),
  deactivatedEmployees: defineRoute({
    method: 'GET',
    path: '/api/treasury/deactivated-employees',
    summary: 'Empleados dados de baja con préstamos confirmados, con su ahorro total y fecha de baja',
    tags,
    access: readInQuery,
    query: companyIdQuerySchema,
    response: deactivatedEmployeesSchema,
  }),
  bankFile: defineRoute({
    method: 'GET',
    path: '/api/treasury/bank-file',
    rateLimit: 'file',
    summary:
      'Solicitud bancaria (CSV): pasa a aplicados los préstamos aprobados, aceptados y con documentación completa',
    tags,
    access: disburseInQuery,
    query: companyIdQuerySchema,
    file: CSV,
    otherResponses: { 422: unpayableLoansErrorSchema },
    errors: ['no_loans_to_request', 'unpayable_loans'],
  }),
  generate: defineRoute({
    method: 'GET',
    path: '/api/treasury/generate',
    rateLimit: 'file',
    summary: 'Archivo de dispersión de los préstamos aplicados: Banorte (.PAG, ancho fijo) o HSBC (CSV)',
    tags,
    access: disburseInQuery,
    query: treasuryGenerateQuerySchema,
    file: DISPERSION_MEDIA,
    otherResponses: { 422: unpayableLoansErrorSchema },
    errors: ['no_applied_loans', 'unpayable_loans', 'hsbc_account_missing', 'issuer_code_not_banorte', 'conflict'],
  }),
  confirm: defineRoute({
    method: 'PUT',
    path: '/api/treasury/confirm-loans',
    summary: 'Confirmar el depósito de los préstamos seleccionados (todos o ninguno)',
    tags,
    access: disburseInBody,
    body: confirmLoansSchema,
    idempotent: true,
    response: bulkLoanResultSchema,
    errors: bulkErrors,
  }),
  reportError: defineRoute({
    method: 'PUT',
    path: '/api/treasury/report-loans-error',
    summary: 'Reportar un error en el depósito de los préstamos seleccionados, con un comentario (todos o ninguno)',
    tags,
    access: disburseInBody,
    body: reportLoansErrorSchema,
    idempotent: true,
    response: bulkLoanResultSchema,
    errors: bulkErrors,
  }),
  files: defineRoute({
    method: 'GET',
    path: '/api/treasury/files',
    summary: 'Historial de archivos generados por tesorería, el más reciente primero',
    tags,
    access: readInQuery,
    query: companyIdQuerySchema,
    response: treasuryFilesSchema,
  }),
  fileDownload: defineRoute({
    method: 'GET',
    path: '/api/treasury/files/:id',
    rateLimit: 'file',
    summary: 'Descargar otra vez, byte por byte, un archivo del historial',
    tags,
    access: readInQuery,
    params: treasuryFileParamsSchema,
    query: treasuryFileQuerySchema,
    file: [CSV, ...DISPERSION_MEDIA],
    errors: ['not_found'],
  }),
  deductionsSummary: defineRoute({
    method: 'GET',
    path: '/api/treasury/deductions/summary',
    summary: 'Cuántos descuentos de nómina y por cuánto caen en un viernes, antes de descargar el archivo',
    tags,
    access: readInQuery,
    query: deductionsSummaryQuerySchema,
    response: deductionsSummarySchema,
  }),
  deductions: defineRoute({
    method: 'GET',
    path: '/api/treasury/deductions',
    rateLimit: 'file',
    summary: 'Archivo de descuentos de nómina de un viernes (.xlsx, o CSV con format=csv)',
    tags,
    access: readInQuery,
    query: deductionsQuerySchema,
    file: [XLSX, CSV],
  }),
};
