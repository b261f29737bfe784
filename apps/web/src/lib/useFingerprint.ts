import { useEffect, useState } from 'react';
import { getFingerprint, getFingerprintSync } from './fingerprint';

/** The device fingerprint and whether it is ready (login submit waits for it). */
export function useFingerprint(): { fingerprint: string | null; ready: boolean } {
  const [fingerprint, setFingerprint] = useState<string | null>(() => getFingerprintSync());
  useEffect(() => {
    if (fingerprint) return;
    let alive = true;
    void getFingerprint().then((fp) => {
      if (alive) setFingerprint(fp);
    });
    return () => {
      alive = false;
    };
  }, [fingerprint]);
  return { fingerprint, ready: fingerprint !== null };
}
