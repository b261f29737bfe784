import { useEffect, type ReactNode } from 'react';
import { useMeQuery } from '../../features/auth/api/useMeQuery';
import { resetAuth, useAuthState } from '../../lib/authStore';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useSilentRefresh } from './useSilentRefresh';

/**
 * Holds the app behind a full-page loader until the start-up refresh and the
 * session-user fetch have settled. A failed session fetch ends the session.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const settled = useSilentRefresh();
  const { accessToken } = useAuthState();
  const me = useMeQuery();

  useEffect(() => {
    if (accessToken && me.isError) resetAuth('expired');
  }, [accessToken, me.isError]);

  if (!settled || (accessToken !== null && me.isPending)) return <FullPageLoader />;
  return <>{children}</>;
}
