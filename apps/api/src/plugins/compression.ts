/**
 * Compressed answers (decision 020). Built assets arrive precompressed from the
 * web build and are served by @fastify/static (spa.ts); this plugin compresses what is made
 * per request: JSON and the SPA's index.html over 1 KB, Brotli or gzip by Accept-Encoding.
 * Small answers (the hot `notifications/count` poll, `/api/health`) are sent as they are:
 * compressing a few dozen bytes costs CPU and saves nothing.
 */
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/** Below this many bytes an answer is sent uncompressed. */
export const COMPRESS_THRESHOLD = 1024;

export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      // Per-request Brotli at quality 4: close to gzip's speed with a better ratio; 11 is for build time.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      // Request bodies are never decompressed: a small compressed body must not expand into a large one.
      globalDecompression: false,
    });
  },
  { name: 'abono-compression' },
);
