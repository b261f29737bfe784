/**
 * Caching: no API answer behind a guard is stored by a browser or proxy (`no-store`), file
 * downloads and errors included; the web build's content-hashed assets are cached for good and
 * everything else (index.html, the prerendered login, unhashed files) is revalidated.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { employees } from '../db/schema';
import { securityHeadersPlugin } from '../plugins/securityHeaders';
import { IMMUTABLE_CACHE } from '../plugins/spa';
import { createCompany, createLoan, createUser } from './factories';
import { walkRoutes } from './routeWalk';
import { useTestApp } from './testApp';

// The dist lives inside a folder named "assets": only the build's own assets/ folder is immutable.
const root = mkdtempSync(path.join(os.tmpdir(), 'abono-caching-'));
const dist = path.join(root, 'assets', 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Abono</title><div id="root"></div>');
writeFileSync(path.join(dist, 'login.html'), '<!doctype html><title>Abono</title><div id="root">Entrar</div>');
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(dist, 'assets', 'index-Bn2pUL3w.js'), 'console.log("abono");');
writeFileSync(path.join(dist, 'assets', 'index-Bn2pUL3w.js.br'), 'brotli');
writeFileSync(path.join(dist, 'assets', 'index-c8ya8PF2.css'), 'body{}');
writeFileSync(path.join(dist, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = useTestApp({ config: { webDistDir: dist } });
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => t.clock.set(null));

/** Public API routes that may choose their own caching: a company logo is public and immutable by id. */
const PUBLIC_CACHEABLE = /^\/api\/(files\/[^/]+|docs(\/.*)?)$/;

describe('API answers are never stored', () => {
  it('every guarded route answers no-store, with and without a session, errors included', async () => {
    const answers = await walkRoutes(t);
    const api = answers.filter((a) => a.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(200);
    for (const answer of api) {
      const cache = answer.response.headers['cache-control'];
      if (answer.guarded || !PUBLIC_CACHEABLE.test(answer.url)) expect(cache, answer.label).toBe('no-store');
    }
    // The walk really reached a guarded route's success with a session.
    expect(api.some((a) => a.guarded && a.withSession && a.response.statusCode === 200)).toBe(true);
  });

  it('file downloads (PDF, xlsx, bank files and their re-download) and a missing file answer no-store', async () => {
    t.clock.set('2026-11-26');
    const company = await createCompany(t.db);
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const admin = await createUser(t.db, { role: 'admin', companyIds: [company.id] });
    const treasuryHeaders = (await t.loginAs(treasury.tin)).headers;
    const hrHeaders = (await t.loginAs(hr.tin)).headers;
    const adminHeaders = (await t.loginAs(admin.tin)).headers;
    const loan = await createLoan(t.db, { companyId: company.id, status: 'approved' });
    await t.db
      .update(employees)
      .set({ bank: '072', accountNumber: '4000012345' })
      .where(eq(employees.id, loan.employeeId));

    const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    const bankFile = await get(`/api/treasury/bank-file?company_id=${company.id}`, treasuryHeaders);
    const files = await get(`/api/treasury/files?company_id=${company.id}`, treasuryHeaders);
    const fileId = (files.json() as { rows?: Array<{ id: number }> }).rows?.[0]?.id ?? 0;
    const downloads = {
      bankFile,
      again: await get(`/api/treasury/files/${fileId}?company_id=${company.id}`, treasuryHeaders),
      contract: await get(`/api/loans/${loan.id}/contract`, hrHeaders),
      template: await get('/api/employees/template', hrHeaders),
      loansExport: await get(`/api/loans/export?company_id=${company.id}`, hrHeaders),
      auditExport: await get(`/api/audit/export?company_id=${company.id}`, adminHeaders),
    };
    for (const [name, res] of Object.entries(downloads)) {
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-disposition'], name).toMatch(/attachment|inline/);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
    const missing = await get('/api/loans/999999/contract', hrHeaders);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});

describe('the no-store rule', () => {
  it("overrides a guarded route's own caching; only a public route keeps what it chose", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin);
    const cached = async function cachedAnswer(_request: unknown, reply: { header(k: string, v: string): void }) {
      reply.header('cache-control', 'public, max-age=600');
      return { ok: true };
    };
    app.get('/api/guarded', { config: { guard: { kind: 'authenticated', scope: 'none' } } }, cached);
    app.get('/api/public', { config: { guard: { kind: 'public' } } }, cached);
    app.get('/api/plain', { config: { guard: { kind: 'public' } } }, async function plainAnswer() {
      return { ok: true };
    });
    const cacheOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers['cache-control'];
    expect(await cacheOf('/api/guarded')).toBe('no-store');
    expect(await cacheOf('/api/public')).toBe('public, max-age=600');
    expect(await cacheOf('/api/plain')).toBe('no-store');
    expect(await cacheOf('/api/unknown')).toBe('no-store');
    await app.close();
  });
});

describe('built assets', () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('content-hashed files under assets/ are cached for a year, immutable, in every encoding', async () => {
    for (const file of ['/assets/index-Bn2pUL3w.js', '/assets/index-c8ya8PF2.css']) {
      const res = await get(file);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control'], file).toBe(IMMUTABLE_CACHE);
    }
    const brotli = await get('/assets/index-Bn2pUL3w.js', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('index.html, the prerendered login, screens and unhashed files are revalidated, never immutable', async () => {
    for (const url of ['/', '/index.html', '/login', '/credits', '/favicon.svg', '/assets/logo.svg']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});
