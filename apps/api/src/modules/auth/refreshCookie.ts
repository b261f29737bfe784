import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE } from '@abono/domain';
import type { AppConfig } from '../../config';

/** The refresh cookie is only ever sent to the auth routes. */
export const REFRESH_COOKIE_PATH = '/api/auth';

function isSecure(config: AppConfig, request: FastifyRequest): boolean {
  return config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure;
}

/** httpOnly, SameSite=Strict, path /api/auth, Secure over https; expires with its family (absolute lifetime). */
export function setRefreshCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  config: AppConfig,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: isSecure(config, request),
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, request: FastifyRequest, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    secure: isSecure(config, request),
  });
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}
