/**
 * Access tokens (03 §1): HS256 JWTs (the only accepted algorithm), 15 minutes, with
 * `exp`, `aud`, `sub` (the user id) and `tv`, the user's token version: bumping
 * users.token_version kills every token issued before.
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_AUDIENCE = 'abono-api';
export const TOKEN_ISSUER = 'abono';
const ALGORITHM = 'HS256';

/**
 * jose re-imports a raw secret through WebCrypto on every call; the token is verified on
 * every authenticated request (the unread count alone is polled by every tab every 30 s),
 * so import each secret once and reuse the CryptoKey.
 */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

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
    .sign(await hmacKey(secret));
}

/** The token's claims, or null for any invalid, expired, foreign or malformed token. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
      requiredClaims: ['exp', 'sub', 'aud'],
    });
    const userId = Number(payload.sub);
    const tokenVersion = payload.tv;
    if (!/^[1-9][0-9]{0,9}$/.test(payload.sub ?? '') || !Number.isSafeInteger(userId)) return null;
    if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return null;
    return { userId, tokenVersion };
  } catch {
    return null;
  }
}
