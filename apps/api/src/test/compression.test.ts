/**
 * Compression (decision 020): precompressed assets by Accept-Encoding (with Vary), index.html no-cache,
 * hashed assets immutable, JSON over 1 KB compressed and small answers left alone.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './testApp';

const dist = mkdtempSync(path.join(os.tmpdir(), 'abono-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
// Big enough to be worth compressing, varied enough that a wrong decoder cannot match by chance.
const js = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const v${i} = ${JSON.stringify(`valor ${i} ñ ${i * 7919}`)};`).join(
    '\n',
  ),
);
const indexHtml = Buffer.from('<!doctype html><html lang="es"><title>Abono</title><div id="root"></div></html>');
function writeWithVariants(file: string, content: Buffer): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}
writeWithVariants(path.join(dist, 'assets', 'app-Bn2pUL3w.js'), js);
writeWithVariants(path.join(dist, 'index.html'), indexHtml);

const t = useTestApp({ config: { webDistDir: dist } });
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('served encodings', () => {
  it('a .js asset asked with Accept-Encoding: br comes back Brotli and decodes to the same bytes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Bn2pUL3w.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(js.length);
    expect(brotliDecompressSync(res.rawPayload).equals(js)).toBe(true);
    // The build's own .br file, not a per-request compression of the plain one.
    expect(res.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'app-Bn2pUL3w.js.br')))).toBe(true);
  });

  it('gzip when only gzip is accepted, the plain file when nothing is', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Bn2pUL3w.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(js)).toBe(true);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Bn2pUL3w.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(js)).toBe(true);
  });

  it('index.html stays no-cache, compressed or not, at / and on client routes', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(root.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(root.rawPayload).equals(indexHtml)).toBe(true);
    const route = await t.app.inject({ method: 'GET', url: '/my-credit', headers: { 'accept-encoding': 'br' } });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.headers['content-type']).toMatch(/text\/html/);
  });

  it('compresses JSON over 1 KB and leaves small answers alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    const doc = JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8')) as { info: { title: string } };
    expect(doc.info.title).toBe('Abono API');

    const gz = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBe('ok');
  });

  it('never decompresses request bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(Buffer.from(JSON.stringify({ tin: 'X', password: 'y', fingerprint: 'z' }))),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
