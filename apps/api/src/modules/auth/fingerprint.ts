import type { FastifyRequest } from 'fastify';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { AppError } from '../../lib/appError';
import { sha256 } from '../../lib/sha256';

const MAX_FINGERPRINT_LENGTH = 200;

/**
 * SHA-256 of the request's X-Device-Fingerprint header (03 §1): login, register and
 * refresh refuse a request without one (400 missing_fingerprint).
 */
export function requireFingerprintHash(request: FastifyRequest): string {
  const value = request.headers[FINGERPRINT_HEADER];
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_FINGERPRINT_LENGTH) {
    throw new AppError('missing_fingerprint');
  }
  return sha256(value.trim());
}
