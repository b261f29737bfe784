import type { SessionUser } from '@abono/domain';
import type { RouteAccess } from './routeAccess';

export interface GuardRedirect {
  to: string;
  /** Remember the page the user wanted (rule 3). */
  rememberOrigin?: boolean;
}

/**
 * The route guards of spec 01 §2, in order:
 * 1. profile onboarding needed → /onboarding; not needed but on it → /.
 * 2. the same for company onboarding and /company-onboarding.
 * 3. no session → /login, remembering the origin.
 * 4. lacking the page permission → /unauthorized.
 * 5. a signed-in user on /login → / (or the remembered origin).
 * Returns null when the route may render.
 */
export function resolveGuard(
  access: RouteAccess,
  user: SessionUser | null,
  origin?: string | null,
): GuardRedirect | null {
  if (user) {
    if (user.needsOnboarding && access.kind !== 'onboarding') return { to: '/onboarding' };
    if (!user.needsOnboarding && access.kind === 'onboarding') return { to: '/' };
    if (!user.needsOnboarding) {
      if (user.needsCompanyOnboarding && access.kind !== 'company-onboarding') return { to: '/company-onboarding' };
      if (!user.needsCompanyOnboarding && access.kind === 'company-onboarding') return { to: '/' };
    }
  }
  if (!user) return access.kind === 'public' ? null : { to: '/login', rememberOrigin: true };
  if (access.kind === 'page' && !user.accessiblePages.includes(access.page)) return { to: '/unauthorized' };
  if (access.kind === 'public') return { to: safeOrigin(origin) };
  return null;
}

/** Only same-app paths are followed back after login. */
export function safeOrigin(origin: string | null | undefined): string {
  if (!origin || !origin.startsWith('/') || origin.startsWith('//') || origin.startsWith('/login')) return '/';
  return origin;
}
