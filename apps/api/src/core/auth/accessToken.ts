/**
 * Access tokens (03 §1): HS256 JWTs (the only accepted algorithm), 15 minutes, with
 * `exp`, `aud`, `iss`, `sub` (the user id), `tv`, the user's token version (bumping
 * users.token_version kills every token issued before), and `sid`, the refresh family (the
 * session) it was issued for: logging out or a detected reuse revokes the family, and the
 * session query refuses the family's access tokens at their next request (03 §1, decision 051).
 *
 * One library signs and verifies: fast-jwt, which is synchronous. Verification runs on
 * every authenticated request (the unread-count poll is the hottest call in the product),
 * and an async WebCrypto HMAC would cost a thread-pool round trip each time.
 */
import { createSigner, createVerifier } from 'fast-jwt';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const TOKEN_AUDIENCE = 'abono-api';
export const TOKEN_ISSUER = 'abono';
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  userId: number;
  tokenVersion: number;
  /** The refresh-token family (one login on one device) the token belongs to. */
  sessionId: string;
}

type Signer = (payload: Record<string, unknown>) => string;
type Verifier = (token: string) => Record<string, unknown>;

/** Signer and verifier are built once per secret (the secret lives as long as the app). */
const signers = new WeakMap<Uint8Array, Signer>();
const verifiers = new WeakMap<Uint8Array, Verifier>();

function signerFor(secret: Uint8Array): Signer {
  let signer = signers.get(secret);
  if (!signer) {
    signer = createSigner({
      key: Buffer.from(secret),
      algorithm: ALGORITHM,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
      aud: TOKEN_AUDIENCE,
      iss: TOKEN_ISSUER,
    }) as Signer;
    signers.set(secret, signer);
  }
  return signer;
}

function buildVerifier(secret: Uint8Array, clockTimestamp?: number): Verifier {
  return createVerifier({
    key: Buffer.from(secret),
    // The algorithm allow-list: a token naming any other algorithm (or none) is refused.
    algorithms: [ALGORITHM],
    allowedAud: TOKEN_AUDIENCE,
    allowedIss: TOKEN_ISSUER,
    requiredClaims: ['exp', 'aud', 'iss', 'sub'],
    clockTolerance: 0,
    ...(clockTimestamp === undefined ? {} : { clockTimestamp }),
  }) as Verifier;
}

function verifierFor(secret: Uint8Array): Verifier {
  let verifier = verifiers.get(secret);
  if (!verifier) {
    verifier = buildVerifier(secret);
    verifiers.set(secret, verifier);
  }
  return verifier;
}

export function signAccessToken(secret: Uint8Array, claims: AccessTokenClaims): string {
  return signerFor(secret)({ sub: String(claims.userId), tv: claims.tokenVersion, sid: claims.sessionId });
}

const SUB_PATTERN = /^[1-9][0-9]{0,9}$/;
/** A family id is a UUID; checked here so the session query's uuid cast never fails. */
const SID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The token's claims, or null for any invalid, expired, foreign or malformed token.
 * fast-jwt checks the signature (constant time), the algorithm allow-list, `crit`,
 * exp, nbf, aud and iss; the shapes of sub, tv and sid are ours. A token without `sid`
 * (issued before sessions were named) is refused: the client refreshes and gets one with it. `nowSeconds` is for tests.
 */
export function verifyAccessToken(secret: Uint8Array, token: string, nowSeconds?: number): AccessTokenClaims | null {
  let payload: Record<string, unknown>;
  try {
    const verify = nowSeconds === undefined ? verifierFor(secret) : buildVerifier(secret, nowSeconds * 1000);
    payload = verify(token);
  } catch {
    return null;
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const { exp, sub, tv, sid } = payload;
  // RFC 7519: refused ON or after exp (fast-jwt alone still accepts the exact second).
  if (typeof exp !== 'number' || exp <= (nowSeconds ?? Date.now() / 1000)) return null;
  if (typeof sub !== 'string' || !SUB_PATTERN.test(sub)) return null;
  if (typeof tv !== 'number' || !Number.isInteger(tv)) return null;
  if (typeof sid !== 'string' || !SID_PATTERN.test(sid)) return null;
  return { userId: Number(sub), tokenVersion: tv, sessionId: sid };
}
