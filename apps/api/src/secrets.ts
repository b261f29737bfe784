/**
 * The JWT signing key: from JWT_SECRET when a deployment sets it, otherwise generated
 * once into `<dataDir>/secrets.json` (mode 600) and reused on every later start.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

export interface Secrets {
  jwtSecret: Uint8Array;
}

const MIN_SECRET_BYTES = 32;

export async function loadSecrets(config: AppConfig): Promise<Secrets> {
  if (config.jwtSecret) {
    const bytes = new TextEncoder().encode(config.jwtSecret);
    if (bytes.length < MIN_SECRET_BYTES)
      throw new Error(`JWT_SECRET debe tener al menos ${MIN_SECRET_BYTES} caracteres.`);
    return { jwtSecret: bytes };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { jwtSecret?: string };
    if (stored.jwtSecret) return { jwtSecret: Buffer.from(stored.jwtSecret, 'base64') };
  }
  await fs.mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(48);
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    await fs.writeFile(file, JSON.stringify({ jwtSecret: secret.toString('base64') }), { mode: 0o600, flag: 'wx' });
    return { jwtSecret: secret };
  } catch {
    const stored = JSON.parse(await fs.readFile(file, 'utf8')) as { jwtSecret: string };
    return { jwtSecret: Buffer.from(stored.jwtSecret, 'base64') };
  }
}
