import { screen, waitFor, act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { LoginPage } from './LoginPage';

let resolveFingerprint: (value: string) => void = () => {};
let current: string | null = null;

vi.mock('../../../lib/fingerprint', () => ({
  FINGERPRINT_TIMEOUT_MS: 1000,
  getFingerprintSync: () => current,
  getFingerprint: () =>
    new Promise<string>((resolve) => {
      resolveFingerprint = (value) => {
        current = value;
        resolve(value);
      };
    }),
  resetFingerprintForTests: () => {},
}));

describe('LoginPage and the device fingerprint', () => {
  it('keeps submit disabled until the fingerprint is ready', async () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    const submit = screen.getByTestId('auth-submit');
    expect(submit).toBeDisabled();
    await act(async () => {
      resolveFingerprint('fp-ready');
    });
    await waitFor(() => expect(submit).toBeEnabled());
  });
});
