/** Sign-in, registration and the session (spec 01 §2, §3, §5; 03 §1). */
import { loginSchema, registerSchema } from '../schemas/auth';
import { okResponseSchema, registerResponseSchema, sessionUserSchema, tokenResponseSchema } from '../responses/auth';
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
