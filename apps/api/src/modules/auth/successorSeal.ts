/**
 * The successor of a rotated refresh token, sealed so that only a holder of the OLD
 * token can open it (decision 009). The reuse grace needs to hand the same successor to a
 * second tab; storing it plainly would put a usable token in the database, which until
 * now held only hashes. So: AES-256-GCM under a key derived with HKDF-SHA-256 from the
 * old token (256 random bits, so no slow KDF is needed). The database holds the old
 * token's SHA-256 and this ciphertext, neither of which yields the key.
 *
 * Format: base64url(iv[12] ‖ tag[16] ‖ ciphertext).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const SALT = Buffer.from('abono/refresh-successor/v1');
const INFO = Buffer.from('aes-256-gcm key');
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(oldToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(oldToken, 'utf8'), SALT, INFO, 32));
}

export function sealSuccessor(oldToken: string, successor: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(oldToken), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor, or null when the seal is corrupt or the token is not the one it was sealed for. */
export function openSuccessor(oldToken: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(oldToken), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
