import { describe, expect, it } from 'vitest';
import { COOKIE_STATE_STYLE, cookieStateScript, renderLoginMarkup, renderStartMarkup } from './pageMarkup';
import { STORAGE_KEYS } from '../lib/storageKeys';

describe('the markup the build prerenders for /login (decision 026)', () => {
  it('is the Spanish login form with its submit disabled, and the cookie notice marked', async () => {
    // The build renders in Node: no stored fingerprint, no accepted notice (the test setup has both).
    localStorage.clear();
    const { html, title } = await renderLoginMarkup();
    expect(title).toBe('Iniciar sesión · Abono');
    expect(html).toContain('data-testid="login-form"');
    expect(html).toContain('Iniciar sesión');
    // Submit waits for the fingerprint (spec 01 §5): a disabled default button also stops Enter
    // from submitting the static form before the app has replaced it.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*data-testid="auth-submit"/);
    expect(html).toMatch(
      /data-prerendered-cookie-notice="">(<style[^<]*<\/style>)?<div[^>]*data-testid="cookie-notice"/,
    );
  });

  it('is, for every other path, the loader the app starts with, and the cookie notice', async () => {
    localStorage.clear();
    const { html, title } = await renderStartMarkup();
    expect(title).toBe('Abono');
    expect(html).toMatch(/data-testid="full-page-loader" role="status" aria-label="Cargando/);
    expect(html).toMatch(
      /data-prerendered-cookie-notice="">(<style[^<]*<\/style>)?<div[^>]*data-testid="cookie-notice"/,
    );
    expect(html).not.toContain('login-form');
  });

  it('hides the prerendered cookie notice for a browser that accepted it', () => {
    const root = { attributes: new Map<string, string>() };
    const run = (stored: string | null) => {
      root.attributes.clear();
      new Function('localStorage', 'document', cookieStateScript())(
        { getItem: (key: string) => (key === STORAGE_KEYS.cookiesAccepted ? stored : null) },
        { documentElement: { setAttribute: (name: string, value: string) => root.attributes.set(name, value) } },
      );
      return [...root.attributes.keys()];
    };
    expect(run('true')).toEqual(['data-cookies-accepted']);
    expect(run(null)).toEqual([]);
    expect(COOKIE_STATE_STYLE).toBe('[data-cookies-accepted] [data-prerendered-cookie-notice]{display:none}');
  });
});
