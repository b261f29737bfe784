import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getFingerprint, resetFingerprintForTests } from './fingerprint';
import { STORAGE_KEYS } from './storageKeys';
import { FINGERPRINT_IDLE_START_MS, useFingerprint } from './useFingerprint';

// The real computation, watched: "not started yet" is asked of the spy. A pause before asserting
// "not ready" would pass even if the computation had started at load, since it takes up to a second.
vi.mock('./fingerprint', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./fingerprint')>();
  return { ...actual, getFingerprint: vi.fn(actual.getFingerprint) };
});

describe('useFingerprint', () => {
  it("reads a returning browser's stored fingerprint at once", async () => {
    resetFingerprintForTests();
    const { result } = renderHook(() => useFingerprint());
    await waitFor(() => expect(result.current.fingerprint).toBe('test-device'));
  });

  it("computes a new device's fingerprint only from the first interaction, not while the page loads", async () => {
    resetFingerprintForTests();
    window.localStorage.removeItem(STORAGE_KEYS.deviceId);
    vi.mocked(getFingerprint).mockClear();
    const { result } = renderHook(() => useFingerprint());
    await act(async () => {}); // effects and their microtasks have run
    expect(getFingerprint).not.toHaveBeenCalled();
    expect(result.current.ready).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.deviceId)).toBeNull();

    fireEvent.keyDown(window, { key: 'A' });
    expect(getFingerprint).toHaveBeenCalledTimes(1);
    // Well before FINGERPRINT_IDLE_START_MS: the key press started it.
    // jsdom has no canvas or audio, so the library fails or times out and a local id is kept.
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 3000 });
    expect(window.localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(result.current.fingerprint);
  });

  it('without any interaction it still starts shortly after, so submit is not held forever', async () => {
    resetFingerprintForTests();
    window.localStorage.removeItem(STORAGE_KEYS.deviceId);
    const { result } = renderHook(() => useFingerprint());
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: FINGERPRINT_IDLE_START_MS + 3000 });
  });
});
