import type { SessionUser } from '@abono/domain';
import { apiRequest } from '../http/httpClient';

/** GET /api/auth/me; `token` is given right after login, before it is stored. */
export function fetchMe(token?: string): Promise<SessionUser> {
  return apiRequest<SessionUser>('/auth/me', { token });
}
