/**
 * A company's settings as every member reads them, their update and change history, and the
 * danger zone's database reset (spec 02 §7 Settings).
 */
import { objectGuard } from '../objectAccess';
import { companyIdQuerySchema } from '../schemas/common';
import { databaseResetSchema, settingsUpdateBodySchema } from '../schemas/settings';
import { companySettingsSchema, settingsHistorySchema } from '../responses/settings';
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
  /** The audit rows of the company's settings changes, newest first (the last 100; decision 075). */
  history: defineRoute({
    method: 'GET',
    path: '/api/settings/history',
    summary: 'Historial de cambios de la configuración de la empresa (quién, cuándo, campo, antes → después)',
    tags: ['settings'],
    access: objectGuard('settings.history', { from: 'query', key: 'company_id' }),
    query: companyIdQuerySchema,
    response: settingsHistorySchema,
    errors: ['forbidden', 'company_forbidden', 'not_found'],
  }),
  /**
   * The danger zone (spec 02 Settings, 03 §1 "resetting the database kills all sessions"): truncates
   * every table, re-runs the access-model bootstrap, re-seeds the demo when the server seeds it, and
   * ends every session, in one transaction. Refused on a DATABASE_URL database unless
   * ALLOW_DATABASE_RESET=true (decision 075).
   */
  resetDatabase: defineRoute({
    method: 'POST',
    path: '/api/database/reset',
    summary: 'Restablece la base de datos (borra todo, vuelve a cargar la demostración y cierra las sesiones)',
    tags: ['settings'],
    access: objectGuard('database.reset', 'none'),
    body: databaseResetSchema,
    status: 204,
    errors: ['validation_error', 'forbidden', 'database_reset_disabled'],
  }),
};
