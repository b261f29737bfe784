import { useQuery } from '@tanstack/react-query';
import { useAuthState } from '../authStore';
import { meQuery } from './fetchMe';

/** The session user (meQuery), asked for only while there is a token. */
export function useMeQuery() {
  const { accessToken } = useAuthState();
  return useQuery({ ...meQuery, enabled: accessToken !== null });
}
