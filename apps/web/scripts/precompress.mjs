// Vite plugin (build only, decision 020): writes a Brotli (.br, quality 11) and a
// gzip (.gz, level 9) file beside every text file of dist/, so the server sends precompressed
// bytes (@fastify/static `preCompressed`) instead of compressing on every request. Images and
// fonts are already compressed formats and are left alone.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir`; returns how many files. */
export function precompressDir(dir) {
  let count = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    precompressFile(file);
    count += 1;
  }
  return count;
}

/** Writes `<file>.br` and `<file>.gz` beside one file. */
export function precompressFile(file) {
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

export function precompress() {
  let outDir = 'dist';
  return {
    name: 'abono-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file (public/ included) is written.
    closeBundle: {
      order: 'post',
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
