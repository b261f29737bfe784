import type { QueryClient } from '@tanstack/react-query';
import { meQuery } from '../../../lib/session/fetchMe';
import { roleKeys } from './roleKeys';

/**
 * After any change of roles or permissions: the roles and the catalogue are read again (a
 * permission's role count, a role's permission ids), and so is the session user, whose menu
 * follows their role's permissions at the next /auth/me (02 §2 "taking effect").
 */
export async function refreshAccessCaches(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: roleKeys.all }),
    client.invalidateQueries({ queryKey: roleKeys.permissions }),
    client.invalidateQueries({ queryKey: meQuery.queryKey }),
  ]);
}
