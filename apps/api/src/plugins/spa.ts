/**
 * The built web app (03 §1): static files from config.webDistDir (precompressed Brotli/gzip
 * variants when the client accepts them), and the SPA fallback (index.html) for
 * every other GET outside /api. Unknown /api routes answer 404 JSON.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './errorHandler';
import { markRoutesPublic } from './routeRegistry';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Pages the web build prerenders (decision 026): the same document as index.html with the
 * page's markup already in it, so it paints before the JavaScript runs. Served for that exact
 * path (any query string) when the build wrote the file; every other path gets index.html.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/login': 'login.html' };

/** One year: the longest max-age caches honour. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Vite's content hash before the extension (`index-Bn2pUL3w.js`, and its `.br`/`.gz` variants). */
const CONTENT_HASH = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+(\.(br|gz))?$/;

/**
 * True for a built file whose name changes with its content: under the build's assets/ folder
 * (relative to the dist, so a dist that itself lives in a folder named "assets" does not make
 * index.html immutable) and named with Vite's hash. Anything else must be revalidated.
 */
export function isHashedAsset(webDistDir: string, filePath: string): boolean {
  const relative = path.relative(webDistDir, filePath).split(path.sep);
  return relative.length === 2 && relative[0] === 'assets' && CONTENT_HASH.test(relative[1]!);
}

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : null;

  if (indexHtml) {
    await app.register(async (web) => {
      web.addHook('onRoute', markRoutesPublic);
      await web.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        index: ['index.html'], // an array: @fastify/static only looks up precompressed index files from one
        cacheControl: false,
        // The web build writes .br and .gz beside every text file; send the one Accept-Encoding allows.
        preCompressed: true,
        setHeaders(res, filePath) {
          // Vite puts content-hashed files under assets/: cache them for good.
          res.setHeader('cache-control', isHashedAsset(webDistDir, filePath) ? IMMUTABLE_CACHE : 'no-cache');
          // The same URL has several encodings: caches must key on Accept-Encoding.
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
      for (const [page, file] of Object.entries(PRERENDERED_PAGES)) {
        if (existsSync(path.join(webDistDir, file))) web.get(page, (_request, reply) => reply.sendFile(file));
      }
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (indexHtml && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return sendError(reply, 'route_not_found');
  });
}
