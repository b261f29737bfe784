/**
 * The two auth paths the web's HTTP client names itself: the token refresh it sends and the
 * sign-in it never retries. They live apart from the declarations (auth.ts uses them) because
 * the client is on /login's first load, which must not bring the declarations' zod schemas.
 */
export const authPaths = {
  login: '/api/auth/login',
  refresh: '/api/auth/refresh',
} as const;
