/** HR's side of the loans (spec 02 §7): the credits list, its ids and export, and insurance. */
import { idParamSchema } from '../schemas/common';
import { loanCompanySchema } from '../schemas/loan';
import { insuranceListQuerySchema, loanListFilterSchema, loanListQuerySchema } from '../schemas/loanList';
import { insuranceDecisionSchema } from '../responses/insurance';
import { insuranceListSchema, loanIdListSchema, loanListSchema } from '../responses/loanList';
import { defineRoute } from './route';

const tags = ['loans'];
const readInQuery = { kind: 'permission', resource: 'loans', action: 'READ', company: { from: 'query', key: 'company_id' } } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    summary: 'La lista filtrada como .xlsx (montos numéricos con formato de moneda, encabezado fijo)',
    tags,
    access: readInQuery,
    query: loanListFilterSchema,
    file: XLSX,
  }),
};

const insuranceTags = ['insurance'];
const insuranceWrite = { kind: 'permission', resource: 'loans', action: 'WRITE', company: { from: 'body', key: 'company_id' } } as const;

export const insuranceHrApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/loans/insurance',
    summary: 'Solicitudes de seguro de la empresa (RRHH), las más recientes primero',
    tags: insuranceTags,
    access: readInQuery,
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
    errors: ['not_found', 'transition_not_allowed'],
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
    errors: ['not_found', 'transition_not_allowed'],
  }),
  payslip: defineRoute({
    method: 'GET',
    path: '/api/loans/insurance/:id/payslip',
    summary: 'Recibo de nómina que subió el empleado (PDF sin cambios)',
    tags: insuranceTags,
    // The request's company is checked when it is loaded (404 for other companies).
    access: { kind: 'permission', resource: 'loans', action: 'READ', scope: 'object' },
    params: idParamSchema,
    file: 'application/pdf',
    errors: ['not_found', 'payslip_not_found'],
  }),
};
