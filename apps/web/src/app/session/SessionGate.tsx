import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useMeQuery } from '../../lib/session/useMeQuery';
import { resetAuth, useAuthState } from '../../lib/authStore';
import { FullPageLoader } from '../../components/FullPageLoader';
import { clearUserData } from '../../lib/session/clearUserData';
import { useSilentRefresh } from './useSilentRefresh';

/**
 * Holds the app behind a full-page loader until the start-up refresh and the
 * session-user fetch have settled. A failed session fetch ends the session.
 *
 * The reveal is a deferred render (decision 037): the session query's update is urgent (React
 * renders store updates to the end in one task), so it only re-renders this gate, which keeps the
 * loader; React then renders the shell and the screen at transition priority, in slices that
 * yield to the browser, instead of one long task on a phone's CPU.
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

  const ready = settled && !(accessToken !== null && me.isPending);
  const revealed = useDeferredValue(ready);
  if (!ready || !revealed) return <FullPageLoader />;
  return <>{children}</>;
}
