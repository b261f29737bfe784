import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './testApp';

const dist = mkdtempSync(path.join(os.tmpdir(), 'abono-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Abono</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'app-Bn2pUL3w.js'), 'console.log("abono")');
const LOGIN_HTML = '<!doctype html><title>Abono</title><div id="root"><div inert>prerendered form</div></div>';
writeFileSync(path.join(dist, 'login.html'), LOGIN_HTML);
writeFileSync(path.join(dist, 'login.html.br'), brotliCompressSync(LOGIN_HTML));
// The real file the web build copies from apps/web/public (a robots answer naming /login: decision 023).
const ROBOTS = readFileSync(fileURLToPath(new URL('../../../web/public/robots.txt', import.meta.url)), 'utf8');
writeFileSync(path.join(dist, 'robots.txt'), ROBOTS);

const t = useTestApp({ config: { webDistDir: dist } });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('built web app', () => {
  it('serves index.html at / and for client routes', async () => {
    for (const url of ['/', '/credits/detail/5', '/my-credit', '/settings?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves the prerendered login page at /login (any query), no-cache and precompressed', async () => {
    for (const url of ['/login', '/login?next=%2Fsettings']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LOGIN_HTML);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LOGIN_HTML);
    // Only that path: the other routes still get index.html.
    for (const url of ['/login/x', '/', '/my-credit']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('prerendered');
    }
  });

  it('answers /robots.txt as plain text that lets crawlers read /login and keeps them off the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).not.toContain('<div id="root">');
    expect(res.body).toMatch(/^Allow: \/login$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-Bn2pUL3w.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps /api answers JSON: unknown api routes are 404, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('route_not_found');
    const post = await t.app.inject({ method: 'POST', url: '/credits' });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBe('route_not_found');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('does not escape the dist folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2F..%2Fetc%2Fpasswd' });
    expect(res.body).not.toContain('root:');
  });
});
