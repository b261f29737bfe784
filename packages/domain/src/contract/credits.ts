/** HR's side of the loans (spec 02 §7): the credits list, its ids and export, and insurance. */
import { idParamSchema } from '../schemas/common';
import { counterOfferSchema } from '../schemas/counterOffer';
import {
  loanCompanySchema,
  loanEditSchema,
  loanIdsRejectSchema,
  loanIdsSchema,
  loanRejectSchema,
} from '../schemas/loan';
import { SPREADSHEET_MAX_BYTES } from '../catalog';
import { bulkLoanResultSchema, loanDetailSchema, savingsUploadResultSchema } from '../responses/loans';
import { insuranceListQuerySchema, loanListFilterSchema, loanListQuerySchema } from '../schemas/loanList';
import { insuranceDecisionSchema } from '../responses/insurance';
import { insuranceListSchema, loanIdListSchema, loanListSchema } from '../responses/loanList';
import { objectGuard } from '../objectAccess';
import { defineRoute } from './route';

const tags = ['loans'];
// Every grant comes from the policy's one table (objectAccess.ts).
const readInQuery = objectGuard('loan.review', { from: 'query', key: 'company_id' });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const writeInBody = objectGuard('loan.manage', { from: 'body', key: 'company_id' });
const bulkErrors = [
  'bulk_not_allowed',
  'own_record_forbidden',
  'loans_not_found',
  'not_found',
  'transition_not_allowed',
  'no_counter_offer_possible',
  'idempotency_in_progress',
  'idempotency_key_reused',
] as const;

export const creditsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/loans',
    summary: 'Créditos de la empresa: página filtrada y ordenada, con los conteos por resultado del cálculo',
    tags,
    access: readInQuery,
    query: loanListQuerySchema,
    response: loanListSchema,
  }),
  ids: defineRoute({
    method: 'GET',
    path: '/api/loans/ids',
    summary: 'Ids de todos los créditos que cumplen los filtros, en el orden de la lista (seleccionar todos)',
    tags,
    access: readInQuery,
    query: loanListFilterSchema,
    response: loanIdListSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/loans/export',
    rateLimit: 'file',
    summary: 'La lista filtrada como .xlsx (montos numéricos con formato de moneda, encabezado fijo)',
    tags,
    access: readInQuery,
    query: loanListFilterSchema,
    file: XLSX,
  }),
  approve: defineRoute({
    method: 'PUT',
    path: '/api/loans/:id/approve',
    summary: 'Aprobar un préstamo pendiente con resultado de cálculo (RRHH)',
    tags,
    access: writeInBody,
    params: idParamSchema,
    body: loanCompanySchema,
    response: loanDetailSchema,
    errors: ['not_found', 'transition_not_allowed', 'savings_not_uploaded', 'own_record_forbidden'],
  }),
  notifyEmployee: defineRoute({
    method: 'PUT',
    path: '/api/loans/:id/notify-employee',
    summary: 'Notificar al empleado el error reportado por tesorería (RRHH)',
    tags,
    access: writeInBody,
    params: idParamSchema,
    body: loanCompanySchema,
    response: loanDetailSchema,
    errors: ['not_found', 'transition_not_allowed', 'savings_not_uploaded', 'own_record_forbidden'],
  }),
  reject: defineRoute({
    method: 'PUT',
    path: '/api/loans/:id/reject',
    summary: 'Rechazar un préstamo pendiente o con error, con un motivo opcional que ve el empleado (RRHH)',
    tags,
    access: writeInBody,
    params: idParamSchema,
    body: loanRejectSchema,
    response: loanDetailSchema,
    errors: ['not_found', 'transition_not_allowed', 'savings_not_uploaded', 'own_record_forbidden'],
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/api/loans/:id',
    summary: 'Editar monto y descuento semanal de un préstamo pendiente (se recotiza con su fecha de solicitud)',
    tags,
    access: writeInBody,
    params: idParamSchema,
    body: loanEditSchema,
    response: loanDetailSchema,
    errors: [
      'not_found',
      'transition_not_allowed',
      'edit_unchanged',
      'savings_not_uploaded',
      'no_weeks_available',
      'own_record_forbidden',
    ],
  }),
  counterOffer: defineRoute({
    method: 'POST',
    path: '/api/loans/:id/counter-offer',
    summary: 'Enviar una contraoferta a un préstamo pendiente (RRHH)',
    tags,
    access: writeInBody,
    params: idParamSchema,
    body: counterOfferSchema,
    response: loanDetailSchema,
    errors: ['not_found', 'transition_not_allowed', 'quote_mismatch', 'savings_not_uploaded', 'own_record_forbidden'],
  }),
  massApprove: defineRoute({
    method: 'PUT',
    path: '/api/loans/mass-approve',
    summary: 'Aprobar varios préstamos (todos deben ser viables); todo o nada; acepta Idempotency-Key',
    tags,
    access: writeInBody,
    idempotent: true,
    body: loanIdsSchema,
    response: bulkLoanResultSchema,
    errors: bulkErrors,
  }),
  massReject: defineRoute({
    method: 'PUT',
    path: '/api/loans/mass-reject',
    summary: 'Rechazar varios préstamos, con un motivo opcional; todo o nada; acepta Idempotency-Key',
    tags,
    access: writeInBody,
    idempotent: true,
    body: loanIdsRejectSchema,
    response: bulkLoanResultSchema,
    errors: bulkErrors,
  }),
  massCounterOffer: defineRoute({
    method: 'PUT',
    path: '/api/loans/mass-counter-offer',
    summary: 'Contraofertas sugeridas a varios préstamos (todos en revisión); todo o nada; acepta Idempotency-Key',
    tags,
    access: writeInBody,
    idempotent: true,
    body: loanIdsSchema,
    response: bulkLoanResultSchema,
    errors: bulkErrors,
  }),
  payslip: defineRoute({
    method: 'GET',
    path: '/api/loans/:id/payslip',
    summary: 'Recibo de nómina de la solicitud: los préstamos no lo llevan (solo los seguros), 404',
    tags,
    // The loan's company is checked when it is loaded (readableLoan: 404 for other companies).
    access: objectGuard('loan.review'),
    params: idParamSchema,
    errors: ['not_found', 'payslip_not_found'],
  }),
  validateSavings: defineRoute({
    method: 'POST',
    path: '/api/loans/validate-savings',
    rateLimit: 'upload',
    summary:
      'Subir el ahorro de los empleados (multipart: file .xlsx o .xls ≤ 10 MB y company_id); acepta Idempotency-Key',
    tags,
    access: writeInBody,
    // One byte over the limit still reaches the check, which answers 413 in Spanish.
    multipart: { fileSize: SPREADSHEET_MAX_BYTES + 1, files: 1, fields: 5 },
    idempotent: true,
    body: loanCompanySchema,
    response: savingsUploadResultSchema,
    errors: [
      'invalid_spreadsheet_type',
      'payload_too_large',
      'spreadsheet_unreadable',
      'spreadsheet_unsafe',
      'own_record_forbidden',
      'spreadsheet_inconsistent',
      'savings_header_missing',
      'spreadsheet_busy',
      'idempotency_in_progress',
      'idempotency_key_reused',
    ],
  }),
};

const insuranceTags = ['insurance'];
const insuranceWrite = objectGuard('insurance.manage', { from: 'body', key: 'company_id' });

export const insuranceHrApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/loans/insurance',
    summary: 'Solicitudes de seguro de la empresa (RRHH), las más recientes primero',
    tags: insuranceTags,
    access: objectGuard('insurance.read', { from: 'query', key: 'company_id' }),
    query: insuranceListQuerySchema,
    response: insuranceListSchema,
  }),
  approve: defineRoute({
    method: 'PUT',
    path: '/api/loans/insurance/:id/approve',
    summary: 'Aprobar una solicitud de seguro pendiente (RRHH)',
    tags: insuranceTags,
    access: insuranceWrite,
    params: idParamSchema,
    body: loanCompanySchema,
    response: insuranceDecisionSchema,
    errors: ['not_found', 'transition_not_allowed', 'own_record_forbidden'],
  }),
  reject: defineRoute({
    method: 'PUT',
    path: '/api/loans/insurance/:id/reject',
    summary: 'Rechazar una solicitud de seguro pendiente (RRHH)',
    tags: insuranceTags,
    access: insuranceWrite,
    params: idParamSchema,
    body: loanCompanySchema,
    response: insuranceDecisionSchema,
    errors: ['not_found', 'transition_not_allowed', 'own_record_forbidden'],
  }),
  payslip: defineRoute({
    method: 'GET',
    path: '/api/loans/insurance/:id/payslip',
    rateLimit: 'pdf',
    summary: 'Recibo de nómina que subió el empleado (PDF sin cambios)',
    tags: insuranceTags,
    // The request's company is checked when it is loaded (404 for other companies).
    access: objectGuard('insurance.read'),
    params: idParamSchema,
    file: 'application/pdf',
    errors: ['not_found', 'payslip_not_found'],
  }),
};
