/** Companies: the caller's list, creating one, and the products one offers (spec 02 §2). */
import { z } from 'zod';
import { LOGO_MAX_BYTES } from '../catalog';
import { objectGuard } from '../objectAccess';
import { idParamSchema } from '../schemas/common';
import { companySchema } from '../schemas/company';
import { companySummarySchema, productSummarySchema } from '../responses/companies';
import { defineRoute } from './route';

const tags = ['companies'];

export const companiesApi = {
  /** The companies the caller may access: the caller's own data, no company scope. */
  list: defineRoute({
    method: 'GET',
    path: '/api/companies',
    summary: 'Empresas a las que tiene acceso el usuario',
    tags,
    access: { kind: 'authenticated', scope: 'none' },
    response: z.array(companySummarySchema),
  }),
  /**
   * Creating a company touches no existing company's data; the create_company permission
   * decides who may (decision 064, never a role's name). The form's `logo` file is optional.
   */
  create: defineRoute({
    method: 'POST',
    path: '/api/companies',
    rateLimit: 'upload',
    summary: 'Crear una empresa (multipart: name y logo opcional PNG/JPEG/WebP ≤ 5 MB, ≥ 100×100 px)',
    tags,
    access: objectGuard('company.create', 'none'),
    body: companySchema,
    multipart: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, json: true },
    status: 201,
    response: companySummarySchema,
    errors: ['payload_too_large', 'unsupported_media_type'],
  }),
  activeProducts: defineRoute({
    method: 'GET',
    path: '/api/companies/:id/active-products',
    summary: 'Productos activos que ofrece la empresa',
    tags,
    access: objectGuard('offer.read', { from: 'params', key: 'id' }),
    params: idParamSchema,
    response: z.array(productSummarySchema),
    errors: ['company_forbidden', 'not_found'],
  }),
};
