/** Response schema of GET /api/settings (CompanySettingsResponse). */
import { z } from 'zod';
import { intOut } from './wire';

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
