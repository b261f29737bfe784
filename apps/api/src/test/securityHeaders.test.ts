import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './testApp';
import { walkRoutes, webScreenPaths, type WalkedAnswer } from './routeWalk';

const dist = mkdtempSync(path.join(os.tmpdir(), 'abono-web-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Abono</title><div id="root"></div>');
// The prerendered login page (spa.ts PRERENDERED_PAGES) is a route of its own.
writeFileSync(path.join(dist, 'login.html'), '<!doctype html><title>Abono</title><div id="root">Entrar</div>');

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

/** The headers every answer carries (decision 012), whatever its status. */
function expectSecurityHeaders(res: WalkedAnswer['response'], label: string): void {
  const csp = parseCsp(res.headers['content-security-policy']);
  // A route may send a stricter policy of its own (a logo: nothing at all may load from it).
  if (csp['default-src']?.join(' ') !== "'none'") {
    expect(csp['default-src'], label).toEqual(["'self'"]);
    expect(csp['script-src'], label).toEqual(["'self'"]);
    expect(csp['object-src'], label).toEqual(["'none'"]);
  }
  // frame-ancestors never falls back to default-src: every policy must say it.
  expect(csp['frame-ancestors'], label).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
}

describe('security headers on every route and screen', () => {
  it('every registered route, without and with a session, errors included, carries them', async () => {
    const answers = await walkRoutes(t);
    expect(answers.length).toBeGreaterThan(200);
    // The walk reaches real answers, not only refusals: successes, 4xx of each kind.
    const statuses = new Set(answers.map((a) => a.response.statusCode));
    for (const status of [200, 400, 401, 404]) expect(statuses, `status ${status}`).toContain(status);
    const logo = answers.find((a) => a.url.startsWith('/api/files/') && a.response.statusCode === 200);
    expect(logo?.response.headers['content-type'], 'a public logo is served').toBe('image/png');
    for (const answer of answers) expectSecurityHeaders(answer.response, answer.label);
  });

  it("every screen of the web's route table carries them", async () => {
    const screens = webScreenPaths();
    // The route table was really read: the back-office screens are among the paths.
    expect(screens.length).toBeGreaterThan(15);
    for (const screen of ['/login', '/', '/credits', '/employees', '/treasury', '/settings', '/roles', '/audit'])
      expect(screens).toContain(screen);
    for (const screen of [...screens, '/pantalla-que-no-existe']) {
      const res = await t.app.inject({ method: 'GET', url: screen });
      expect(res.statusCode, screen).toBe(200);
      expect(res.headers['content-type'], screen).toMatch(/^text\/html/);
      expectSecurityHeaders(res, screen);
    }
  });
});

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
