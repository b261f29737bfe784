/** GET and PUT /api/auth/preferences (decision 086). */
import { z } from 'zod';

export const preferencesResponseSchema = z.object({
  emailNotices: z
    .boolean()
    .describe('Si los avisos también llegan por correo: la preferencia, y solo cuando la cuenta tiene correo'),
  hasEmail: z.boolean().describe('Si la cuenta tiene una dirección de correo'),
  mailEnabled: z.boolean().describe('Si este servidor envía correos (SMTP configurado)'),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;
