/** Response schema of GET /api/settings (CompanySettingsResponse). */
import { z } from 'zod';
import { instantOut, intOut } from './wire';

export const companySettingsSchema = z.object({
  company_id: intOut,
  interestRate: z.string().describe('Tasa de interés mensual en porcentaje, decimal'),
  deadline: z.string().nullable().describe('Fecha límite YYYY-MM-DD'),
  issuer_code: z.string().nullable(),
  company_location: z.string().nullable(),
  company_legal_name: z.string().nullable(),
  hsbc_account_number: z.string().nullable(),
});

export type CompanySettingsResponse = z.infer<typeof companySettingsSchema>;

/**
 * One change of a company's settings (its audit row): who, when, the field (the PUT's name) and
 * its value before → after, as the audit row holds it (an HSBC account by its last digits only).
 */
export const settingsChangeSchema = z.object({
  id: intOut,
  at: instantOut,
  user_id: intOut.nullable(),
  user_tin: z.string().nullable(),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

/** GET /settings/history: the newest changes first, at most SETTINGS_HISTORY_LIMIT. */
export const settingsHistorySchema = z.object({ rows: z.array(settingsChangeSchema) });
export type SettingsHistory = z.infer<typeof settingsHistorySchema>;
