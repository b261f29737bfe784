import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useMeQuery } from '../../lib/session/useMeQuery';
import { resetAuth, useAuthState } from '../../lib/authStore';
import { FullPageLoader } from '../../components/FullPageLoader';
import { clearUserData } from '../../lib/session/clearUserData';
import { useSilentRefresh } from './useSilentRefresh';

/**
 * Holds the app behind a full-page loader until the start-up refresh and the
 * session-user fetch have settled. A failed session fetch ends the session.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const settled = useSilentRefresh();
  const { accessToken } = useAuthState();
  const me = useMeQuery();
  const client = useQueryClient();

  useEffect(() => {
    if (!accessToken || !me.isError) return;
    resetAuth('expired');
    clearUserData(client);
  }, [accessToken, me.isError, client]);

  if (!settled || (accessToken !== null && me.isPending)) return <FullPageLoader />;
  return <>{children}</>;
}
