/**
 * /api/docs in production (decision 095): Swagger UI and the OpenAPI document are served in
 * development and switched off with NODE_ENV=production (API_DOCS overrides either way); when off,
 * every /api/docs address answers the API's 404, while the document can still be produced.
 */
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@abono/domain';
import { loadConfig } from '../config';
import { useTestApp } from './testApp';

const development = useTestApp({ config: { apiDocs: true } });
const production = useTestApp({ config: { apiDocs: false } });

const DOCS_URLS = ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'];

describe('/api/docs access', () => {
  it('is on by default, off with NODE_ENV=production, and API_DOCS decides when set', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('off: every docs address answers the 404 envelope, with the security headers and no-store', async () => {
    for (const url of DOCS_URLS) {
      const res = await production.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'route_not_found', message: ERRORS.route_not_found.message });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect(production.app.routeTable.some((r) => r.url.startsWith('/api/docs'))).toBe(false);
    // The collector still runs: the build can publish the document of a production app.
    const document = production.app.swagger() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.0.3');
    expect(Object.keys(document.paths)).toContain('/api/loans/{id}');
  });

  it('on: Swagger UI and the document are served without a session', async () => {
    const ui = await development.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    const json = await development.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: '3.0.3' });
  });
});
