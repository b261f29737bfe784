/** Response schemas of the company routes (serialization and OpenAPI); the types are api.ts's. */
import { z } from 'zod';
import { PRODUCT_TYPES } from '../catalog';
import { intOut } from './wire';

export const companySummarySchema = z.object({
  id: intOut,
  name: z.string(),
  logo: z.string().nullable().describe('Id público del logo, servido en /api/files/{logo}'),
});

export const productSummarySchema = z.object({
  id: intOut,
  name: z.string(),
  description: z.string(),
  type: z.enum(PRODUCT_TYPES),
  is_active: z.boolean(),
});

export type CompanySummary = z.infer<typeof companySummarySchema>;
export type ProductSummary = z.infer<typeof productSummarySchema>;
