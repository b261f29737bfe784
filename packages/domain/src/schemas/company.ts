/** Company creation (spec 02 §2, §5: name required with 'validation.required'). */
import { z } from 'zod';
import { MAX_LENGTH, payload, requiredText } from './common';
import { safeString } from './safeString';

export const companySchema = payload({
  name: requiredText(MAX_LENGTH.name, 'validation.required'),
  /** Public id returned by the image store; absent when no logo was uploaded. */
  logo: safeString('errors.invalid_value').trim().max(MAX_LENGTH.logo, 'errors.too_long').nullable().optional(),
});
export type Company = z.infer<typeof companySchema>;
