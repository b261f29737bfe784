import { hasGrant, RESOURCES, type SessionUser } from '@abono/domain';

/**
 * manage_auth (03 §5): grant or revoke a user's access and their company access. The web app
 * only hides what the server would refuse; the access routes check the same grant.
 */
export function canManageAuth(user: Pick<SessionUser, 'permissions'> | null): boolean {
  return user !== null && hasGrant(user.permissions, { resource: RESOURCES.userAccess, action: 'WRITE' });
}
