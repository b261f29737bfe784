import { createHash } from 'node:crypto';

/** Hex SHA-256 of a string or bytes (refresh tokens, fingerprints, file digests). */
export function sha256(input: string | Buffer): string {
  return createHash('sha256').update(input).digest('hex');
}
