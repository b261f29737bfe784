/**
 * Sign-in, registration and profile onboarding (spec 01 §5). Error messages are
 * i18n message keys; the web app translates them and the API returns them in `fields`.
 */
import { z } from 'zod';
import { isRfc, sanitizeTin, TIN_MAX_LENGTH } from '../tin';
import { safeString } from './safeString';
import { isActivationCode, normalizeActivationCode } from '../activationCode';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARS = '!@#$%^&*(),.?":{}|<>';

export function hasSpecialChar(password: string): boolean {
  return [...password].some((c) => PASSWORD_SPECIAL_CHARS.includes(c));
}

/**
 * The login tin: normalized (tin.ts), so a look-alike finds the one account and counts toward
 * its one lockout. No pattern here (decision 047): signing in only looks an account up, and an
 * account created before the pattern was enforced must still get in.
 */
export const tinSchema = safeString('auth.error.required')
  .transform(sanitizeTin)
  .pipe(safeString().min(1, 'auth.error.required').max(TIN_MAX_LENGTH, 'auth.error.invalid_tin'));

/** A tin that creates an account (register, create-admin): the login's input rule, then the RFC pattern. */
export const rfcSchema = safeString('auth.error.required')
  .max(1000, 'auth.error.invalid_tin')
  .transform(sanitizeTin)
  .pipe(z.string().min(1, 'auth.error.required').refine(isRfc, 'auth.error.invalid_tin'));

export const fingerprintSchema = safeString('auth.error.required').min(1, 'auth.error.required').max(200);

/** A body that is not an object (null, an array) is refused with this key, never zod's English default. */
const NOT_AN_OBJECT = { error: 'errors.invalid_payload' };

export const loginFormSchema = z.object(
  {
    tin: tinSchema,
    password: safeString('auth.error.required').min(1, 'auth.error.required').max(200),
  },
  NOT_AN_OBJECT,
);
export type LoginForm = z.input<typeof loginFormSchema>;

export const loginSchema = loginFormSchema.extend({ fingerprint: fingerprintSchema });
export type LoginPayload = z.infer<typeof loginSchema>;

/** A password that is set (register, change, reset): spec 01 §5's rule, 8+ characters and a special one. */
export const newPasswordSchema = safeString('auth.error.required')
  .min(1, 'auth.error.required')
  .max(200, 'auth.error.password_requirements_not_met')
  .refine((p) => p.length >= PASSWORD_MIN_LENGTH && hasSpecialChar(p), 'auth.error.password_requirements_not_met');

/** A typed activation code (03 §6), normalized (upper case, no spaces or hyphens). */
export const activationCodeSchema = safeString('auth.error.required')
  .max(40, 'auth.error.invalid_activation_code')
  .transform(normalizeActivationCode)
  .pipe(z.string().min(1, 'auth.error.required').refine(isActivationCode, 'auth.error.invalid_activation_code'));

/** Registration's optional code: empty or absent means "register without linking". */
const optionalActivationCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  activationCodeSchema.optional(),
);

export const registerFormSchema = z
  .object(
    {
      tin: rfcSchema,
      password: newPasswordSchema,
      confirmPassword: safeString('auth.error.required').min(1, 'auth.error.required').max(200),
      activationCode: optionalActivationCodeSchema,
    },
    NOT_AN_OBJECT,
  )
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.error.password_mismatch',
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const registerSchema = registerFormSchema.and(z.object({ fingerprint: fingerprintSchema }, NOT_AN_OBJECT));
export type RegisterPayload = z.infer<typeof registerSchema>;

/** POST /api/employees/link: link the session user to an employee record with a code. */
export const activationLinkSchema = z.object({ code: activationCodeSchema }, { error: 'errors.invalid_payload' });
export type ActivationLinkPayload = z.infer<typeof activationLinkSchema>;

/** Spec 01 §5 onboarding: email required and shaped like an email; phone required. */
export const onboardingSchema = z.object(
  {
    email: safeString('errors.required')
      .trim()
      .min(1, 'errors.required')
      .max(255, 'errors.invalid_email')
      .pipe(z.email('errors.invalid_email')),
    phone: safeString('errors.required')
      .trim()
      .min(1, 'errors.required')
      .max(30, 'errors.invalid_phone')
      .regex(/^\+?[0-9 ()-]{7,30}$/, 'errors.invalid_phone'),
  },
  NOT_AN_OBJECT,
);
export type OnboardingPayload = z.infer<typeof onboardingSchema>;

/**
 * PUT /api/auth/password (decision 083): the current password, and the new one under the register
 * rule (newPasswordSchema) with its confirmation. The current one is only checked for presence here:
 * the server verifies it, and a wrong one counts toward the login lockout.
 */
export const changePasswordSchema = z
  .object(
    {
      currentPassword: safeString('auth.error.required').min(1, 'auth.error.required').max(200),
      newPassword: newPasswordSchema,
      confirmPassword: safeString('auth.error.required').min(1, 'auth.error.required').max(200),
    },
    { error: 'errors.invalid_payload' },
  )
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.error.password_mismatch',
  });
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/** DELETE /api/auth/sessions/{id}: a session is a refresh family, named by its UUID. */
export const sessionIdParamSchema = z.object(
  {
    id: safeString('errors.invalid_id').regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'errors.invalid_id',
    ),
  },
  { error: 'errors.invalid_payload' },
);
