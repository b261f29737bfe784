import { readStorage, STORAGE_KEYS, writeStorage } from './storageKeys';

/**
 * Device fingerprint sent as X-Device-Fingerprint (03 §1). The open-source
 * FingerprintJS build (monitoring off) is tried for at most 1000 ms (spec 01 §9);
 * on timeout or failure a locally generated id is used instead. Whatever is chosen
 * is kept in localStorage, because the refresh cookie is bound to it: a reload
 * must present the same value or the silent refresh is refused.
 */
export const FINGERPRINT_TIMEOUT_MS = 1000;

let current: string | null = null;
let pending: Promise<string> | null = null;

function localId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return `local-${crypto.randomUUID()}`;
  return `local-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

async function computeWithLibrary(): Promise<string> {
  const FingerprintJS = (await import('@fingerprintjs/fingerprintjs')).default;
  const agent = await FingerprintJS.load({ monitoring: false });
  const result = await agent.get();
  return `fp-${result.visitorId}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('fingerprint timeout')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** The fingerprint once known, else null. */
export function getFingerprintSync(): string | null {
  return current;
}

/** Resolves the fingerprint once; later calls share the same promise. */
export function getFingerprint(): Promise<string> {
  if (current) return Promise.resolve(current);
  if (pending) return pending;
  pending = (async () => {
    const stored = readStorage(STORAGE_KEYS.deviceId);
    let value: string;
    if (stored) {
      value = stored;
    } else {
      try {
        value = await withTimeout(computeWithLibrary(), FINGERPRINT_TIMEOUT_MS);
      } catch {
        value = localId();
      }
      writeStorage(STORAGE_KEYS.deviceId, value);
    }
    current = value;
    return value;
  })();
  return pending;
}

/** Test helper: forget the cached value. */
export function resetFingerprintForTests(): void {
  current = null;
  pending = null;
}
