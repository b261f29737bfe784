/** Sign-in, registration and the session (spec 01 §2, §3, §5; 03 §1). */
import { changePasswordSchema, loginSchema, registerSchema, sessionIdParamSchema } from '../schemas/auth';
import {
  accountSessionsSchema,
  okResponseSchema,
  registerResponseSchema,
  sessionUserSchema,
  tokenResponseSchema,
} from '../responses/auth';
import { resetPasswordSchema } from '../schemas/passwordReset';
import { authPaths } from './authPaths';
import { preferencesSchema } from '../schemas/preferences';
import { preferencesResponseSchema } from '../responses/preferences';
import { defineRoute } from './route';

const tags = ['auth'];
const open = { kind: 'public' } as const;
/** The session's own data: no company scope. */
const session = { kind: 'authenticated', scope: 'none' } as const;

export const authApi = {
  /** Also answers the refresh cookie (Set-Cookie). */
  login: defineRoute({
    method: 'POST',
    path: authPaths.login,
    summary: 'Iniciar sesión',
    tags,
    access: open,
    body: loginSchema,
    response: tokenResponseSchema,
    errors: ['missing_fingerprint', 'invalid_credentials', 'user_inactive', 'too_many_attempts'],
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Registrarse con el RFC (y, opcionalmente, el código de activación del empleado)',
    tags,
    access: open,
    body: registerSchema,
    status: 201,
    response: registerResponseSchema,
    errors: [
      'missing_fingerprint',
      'tin_taken',
      'invalid_activation_code',
      'activation_code_used',
      'too_many_requests',
      // Guesses of an activation code are throttled as logins are (core/auth/loginThrottle.ts).
      'too_many_attempts',
    ],
  }),
  /** Reads and rotates the refresh cookie; no body. */
  refresh: defineRoute({
    method: 'POST',
    path: authPaths.refresh,
    summary: 'Renovar el token de acceso con la cookie de sesión',
    tags,
    access: open,
    response: tokenResponseSchema,
    errors: ['missing_fingerprint', 'invalid_refresh_token', 'session_revoked', 'session_ended'],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Cerrar sesión',
    tags,
    access: session,
    response: okResponseSchema,
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'Usuario de la sesión',
    tags,
    access: session,
    response: sessionUserSchema,
  }),
  /**
   * Change one's password (decision 083): a wrong current password counts toward the login lockout;
   * success ends every other session and bumps the token version, so this session's client refreshes.
   */
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/auth/password',
    summary: 'Cambiar la contraseña (cierra las demás sesiones)',
    tags,
    access: session,
    body: changePasswordSchema,
    status: 204,
    errors: ['validation_error', 'current_password_incorrect', 'password_changed_meanwhile', 'too_many_attempts'],
  }),
  /** The user's active sessions, this one marked (decision 084). */
  sessions: defineRoute({
    method: 'GET',
    path: '/api/auth/sessions',
    summary: 'Mis sesiones activas',
    tags,
    access: session,
    response: accountSessionsSchema,
  }),
  /** Ends one of the user's sessions: its refresh family, and its access token at its next request. */
  endSession: defineRoute({
    method: 'DELETE',
    path: '/api/auth/sessions/:id',
    summary: 'Cerrar una de mis sesiones',
    tags,
    access: session,
    params: sessionIdParamSchema,
    status: 204,
    errors: ['validation_error', 'not_found'],
  }),
  endOtherSessions: defineRoute({
    method: 'DELETE',
    path: '/api/auth/sessions',
    summary: 'Cerrar todas mis sesiones menos esta',
    tags,
    access: session,
    status: 204,
  }),
  /**
   * A new password with the code HR issued (decision 085): limited per tin and per IP like the
   * login; kills every session of the account and creates none.
   */
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Restablecer la contraseña con el RFC y el código que dio Recursos Humanos (no inicia sesión)',
    tags,
    access: open,
    body: resetPasswordSchema,
    status: 204,
    errors: ['validation_error', 'invalid_reset_code', 'reset_code_used', 'too_many_attempts'],
  }),
  // The user's preferences (decision 086).
  preferences: defineRoute({
    method: 'GET',
    path: '/api/auth/preferences',
    summary: 'Preferencias del usuario: avisos por correo',
    tags,
    access: session,
    response: preferencesResponseSchema,
  }),
  updatePreferences: defineRoute({
    method: 'PUT',
    path: '/api/auth/preferences',
    summary: 'Cambiar las preferencias del usuario: avisos por correo',
    tags,
    access: session,
    body: preferencesSchema,
    response: preferencesResponseSchema,
  }),
};
