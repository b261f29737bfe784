import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAuthState } from '../../lib/authStore';
import { useSession } from '../../lib/session/useSession';
import { resolveGuard } from './resolveGuard';
import { isRouteHandle, type RouteAccess } from './routeAccess';

interface LoginState {
  from?: string;
}

/** Applies resolveGuard to the deepest matched route that declares its access. */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const { user } = useSession();
  const { rememberOrigin } = useAuthState();

  let access: RouteAccess = { kind: 'session' };
  for (const match of matches) {
    if (isRouteHandle(match.handle)) access = match.handle.access;
  }
  const from = (location.state as LoginState | null)?.from ?? null;
  const redirect = resolveGuard(access, user, from);
  if (!redirect) return <Outlet />;
  if (redirect.rememberOrigin && rememberOrigin) {
    const origin = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={redirect.to} replace state={origin === '/' ? undefined : { from: origin }} />;
  }
  return <Navigate to={redirect.to} replace />;
}
