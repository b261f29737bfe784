/** Response schema of GET /api/health (HealthResponse): 200 when the database answers, 503 otherwise. */
import { z } from 'zod';
import { instantOut } from './wire';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  api: z.literal('ok'),
  database: z.enum(['ok', 'error']),
  time: instantOut,
});

export type HealthResponse = z.infer<typeof healthSchema>;
