/** A company's settings as every member reads them, and their update (spec 02 §7). */
import { objectGuard } from '../objectAccess';
import { companyIdQuerySchema } from '../schemas/common';
import { settingsUpdateBodySchema } from '../schemas/settings';
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
  /**
   * PUT /settings (spec 02 §7): the fields sent are merged into the stored settings, each change
   * audited; the answer is the settings as GET gives them (decision 071).
   */
  update: defineRoute({
    method: 'PUT',
    path: '/api/settings',
    summary: 'Guarda los campos enviados de la configuración de la empresa (los demás se conservan)',
    tags: ['settings'],
    access: objectGuard('settings.manage', { from: 'body', key: 'company_id' }),
    body: settingsUpdateBodySchema,
    response: companySettingsSchema,
    errors: ['validation_error', 'forbidden', 'company_forbidden', 'not_found'],
  }),
};
