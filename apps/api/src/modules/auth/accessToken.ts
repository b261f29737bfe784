/**
 * Access tokens (03 §1): HS256 JWTs (the only accepted algorithm), 15 minutes, with
 * `exp`, `aud`, `sub` (the user id) and `tv`, the user's token version: bumping
 * users.token_version kills every token issued before.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_AUDIENCE = 'abono-api';
export const TOKEN_ISSUER = 'abono';
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  userId: number;
  tokenVersion: number;
}

export async function signAccessToken(secret: Uint8Array, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ tv: claims.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setAudience(TOKEN_AUDIENCE)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

const SUB_PATTERN = /^[1-9][0-9]{0,9}$/;

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The token's claims, or null for any invalid, expired, foreign or malformed token.
 *
 * Verified synchronously with node:crypto rather than jose: this runs on every
 * authenticated request, and WebCrypto's async HMAC costs a thread-pool round trip each
 * time (the unread-count poll is the hottest call in the product). Only HS256 is
 * accepted (the algorithm allow-list), the signature is compared in constant time, and
 * exp, aud, iss and sub are all required.
 */
export function verifyAccessToken(secret: Uint8Array, token: string, nowSeconds = Math.floor(Date.now() / 1000)): AccessTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (!header || header.alg !== ALGORITHM || 'crit' in header) return null;

  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const payload = decodeJson(payloadPart);
  if (!payload) return null;
  const { exp, aud, iss, sub, tv } = payload;
  if (typeof exp !== 'number' || exp <= nowSeconds) return null;
  if (!(aud === TOKEN_AUDIENCE || (Array.isArray(aud) && aud.includes(TOKEN_AUDIENCE)))) return null;
  if (iss !== TOKEN_ISSUER) return null;
  if (typeof sub !== 'string' || !SUB_PATTERN.test(sub)) return null;
  if (typeof tv !== 'number' || !Number.isInteger(tv)) return null;
  return { userId: Number(sub), tokenVersion: tv };
}
