/**
 * Security headers on every answer (decision 012): @fastify/helmet with a
 * strict Content-Security-Policy, no framing, no referrer, and HSTS only when the request
 * really came over https (behind a proxy: TRUST_PROXY and X-Forwarded-Proto).
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './spa';

/** One year, subdomains included: sent only over https, where browsers honour it. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The SPA and Swagger UI load only same-origin scripts: no inline script, no eval.
 * style-src allows 'unsafe-inline' because Mantine writes its CSS variables into <style>
 * tags at run time (and Swagger UI sets style attributes); a per-request nonce would need
 * index.html rendered per request and the nonce threaded into MantineProvider, for a
 * smaller gain than the script rule (decision 012).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // data: for the drawn signature preview; blob: for the contract PDF shown in a frame.
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Not upgrade-insecure-requests: over plain http on a LAN address it would break every asset.
  upgradeInsecureRequests: null,
};

/**
 * A route may send a stricter policy of its own (a logo: `default-src 'none'`), but
 * frame-ancestors never falls back to default-src: without it the answer could be framed.
 */
export function withFrameAncestors(policy: unknown): string {
  const text = typeof policy === 'string' ? policy : '';
  if (/(^|;)\s*frame-ancestors\s/i.test(text)) return text;
  return [text.trim().replace(/;\s*$/, ''), "frame-ancestors 'none'"].filter(Boolean).join('; ');
}

/**
 * No API answer is kept by a browser or a proxy: a loan, a contract PDF or a bank file must not
 * outlive the session in a cache (or reach the next user of a shared computer from it). A route
 * behind a guard (and any unknown /api path) answers `no-store` whatever its handler set, errors
 * and file downloads included; only a public route may choose its own caching (a company logo).
 */
function applyApiCacheControl(request: FastifyRequest, reply: FastifyReply): void {
  if (!isApiPath(request.url)) return;
  const isPublic = request.routeOptions.config?.guard?.kind === 'public';
  if (!isPublic || !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      referrerPolicy: { policy: 'no-referrer' },
      // X-Frame-Options for browsers that predate frame-ancestors.
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
      reply.header('content-security-policy', withFrameAncestors(reply.getHeader('content-security-policy')));
      reply.header('x-content-type-options', 'nosniff');
      applyApiCacheControl(request, reply);
    });
  },
  { name: 'abono-security-headers' },
);
