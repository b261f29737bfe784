/**
 * The password reset with an HR-issued code (decision 085): the /login form and its payload,
 * and the letter's query. The code has the activation code's shape (activationCode.ts).
 */
import { z } from 'zod';
import { isActivationCode, normalizeActivationCode } from '../activationCode';
import { fingerprintSchema, newPasswordSchema, tinSchema } from './auth';
import { idField, payload } from './common';
import { safeString } from './safeString';

export const INVALID_RESET_CODE = 'auth.error.invalid_reset_code';

/** A typed reset code, normalized (upper case, no spaces or hyphens). */
export const resetCodeSchema = safeString('auth.error.required')
  .max(40, INVALID_RESET_CODE)
  .transform(normalizeActivationCode)
  .pipe(z.string().min(1, 'auth.error.required').refine(isActivationCode, INVALID_RESET_CODE));

/** The form of «¿Olvidaste tu contraseña?»: the password rule of registration (spec 01 §5). */
export const resetPasswordFormSchema = payload({
  tin: tinSchema,
  code: resetCodeSchema,
  password: newPasswordSchema,
  confirmPassword: safeString('auth.error.required').min(1, 'auth.error.required').max(200),
}).refine((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'auth.error.password_mismatch',
});
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = resetPasswordFormSchema.and(payload({ fingerprint: fingerprintSchema }));
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** GET /api/employees/{id}/reset-code/letter: the selected company and the code HR was just shown. */
export const resetCodeLetterQuerySchema = payload({ company_id: idField(), code: resetCodeSchema });

/**
 * POST /api/employees/{id}/reset-code: optionally also e-mail the code to the employee (decision
 * 087). No body is the same as `sendByEmail: false`, so the call without one keeps working
 * (Fastify hands a POST without a body to the validator as null, hence nullish).
 */
export const issueResetCodeBodySchema = payload({
  sendByEmail: z.boolean({ error: 'errors.invalid_value' }).optional(),
}).nullish();
export type IssueResetCodeBody = z.infer<typeof issueResetCodeBodySchema>;
