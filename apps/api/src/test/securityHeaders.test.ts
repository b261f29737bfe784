import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './testApp';

const dist = mkdtempSync(path.join(os.tmpdir(), 'abono-web-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Abono</title><div id="root"></div>');

const t = useTestApp({ config: { webDistDir: dist } });
// Behind a proxy that terminates TLS: the only way a request is https in these tests.
const proxied = useTestApp({ config: { webDistDir: dist, trustProxy: true } });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** `script-src 'self'` → { 'script-src': ["'self'"] } */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header, 'content-security-policy header').toBe('string');
  const directives: Record<string, string[]> = {};
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

describe('security headers', () => {
  it.each(['/login', '/', '/api/health', '/api/docs', '/api/does-not-exist'])(
    '%s carries a strict CSP and no framing',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('sends no HSTS over plain http, even when a client claims https without a trusted proxy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over https through a trusted proxy', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await proxied.app.inject({ method: 'GET', url: '/login', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps the headers on error answers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(parseCsp(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });
});
