import { useEffect, useState } from 'react';
import { getFingerprint, getFingerprintSync } from './fingerprint';
import { readStorage, STORAGE_KEYS } from './storageKeys';

/**
 * The first things a person does on the form. Computing a new device's fingerprint costs a
 * phone hundreds of milliseconds of main thread, so it starts with the first of these rather
 * than while the page loads; `input` covers a password manager filling the form.
 */
export const FINGERPRINT_START_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'input'] as const;
/** Without any interaction, it starts this long after the form appears, so submit is soon enabled anyway. */
export const FINGERPRINT_IDLE_START_MS = 5000;

/**
 * The device fingerprint and whether it is ready (login submit waits for it, spec 01 §5).
 * A fingerprint this browser already stored is read at once; a new one is computed from the
 * person's first interaction with the page, or FINGERPRINT_IDLE_START_MS after the form appears.
 */
export function useFingerprint(): { fingerprint: string | null; ready: boolean } {
  const [fingerprint, setFingerprint] = useState<string | null>(() => getFingerprintSync());
  useEffect(() => {
    if (fingerprint) return;
    let alive = true;
    const start = () => {
      stop();
      void getFingerprint().then((fp) => {
        if (alive) setFingerprint(fp);
      });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      FINGERPRINT_START_EVENTS.forEach((e) => window.removeEventListener(e, start, true));
    };
    if (readStorage(STORAGE_KEYS.deviceId)) start();
    else {
      FINGERPRINT_START_EVENTS.forEach((e) => window.addEventListener(e, start, true));
      timer = setTimeout(start, FINGERPRINT_IDLE_START_MS);
    }
    return () => {
      alive = false;
      stop();
    };
  }, [fingerprint]);
  return { fingerprint, ready: fingerprint !== null };
}
