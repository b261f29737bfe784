import { z } from 'zod';

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable().describe('Id público del logo, servido en /api/files/{logo}'),
});

export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.enum(['loan', 'insurance', 'advance']),
  is_active: z.boolean(),
});
