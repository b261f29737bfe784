/** The user's own preferences (decision 086): whether notices also arrive by e-mail. */
import { z } from 'zod';
import { payload } from './common';

export const preferencesSchema = payload({
  emailNotices: z.boolean({ error: 'errors.invalid_value' }),
});
export type PreferencesInput = z.input<typeof preferencesSchema>;
