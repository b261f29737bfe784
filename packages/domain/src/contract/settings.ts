/** A company's settings as every member reads them (spec 02 §7). */
import { companyIdQuerySchema } from '../schemas/common';
import { companySettingsSchema } from '../responses/settings';
import { defineRoute } from './route';

export const settingsApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/settings',
    summary: 'Configuración de la empresa (tasa y fecha límite para todos sus miembros)',
    tags: ['settings'],
    access: { kind: 'authenticated', company: { from: 'query', key: 'company_id' } },
    query: companyIdQuerySchema,
    response: companySettingsSchema,
    errors: ['company_forbidden', 'not_found'],
  }),
};
