/** Company creation (spec 02 §2, §5: name required with 'validation.required'). */
import { z } from 'zod';
import { MAX_LENGTH, payload, requiredText } from './common';
import { safeString } from './safeString';

export const companySchema = payload({
  name: requiredText(MAX_LENGTH.name, 'validation.required'),
  /** Kept for the spec's body shape (02 §7); the API takes the logo only as the form's file (decision 079). */
  logo: safeString('errors.invalid_value').trim().max(MAX_LENGTH.logo, 'errors.too_long').nullable().optional(),
});
export type Company = z.infer<typeof companySchema>;
