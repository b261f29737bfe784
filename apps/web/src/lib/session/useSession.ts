import type { SessionUser } from '@abono/domain';
import { useMeQuery } from './useMeQuery';
import { useAuthState } from '../authStore';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

/** A session exists when there is a token and the session user is known. */
export function useSession(): { status: SessionStatus; user: SessionUser | null } {
  const { accessToken } = useAuthState();
  const me = useMeQuery();
  if (!accessToken) return { status: 'anonymous', user: null };
  if (me.data) return { status: 'authenticated', user: me.data };
  if (me.isError) return { status: 'anonymous', user: null };
  return { status: 'loading', user: null };
}
