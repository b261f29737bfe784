#!/usr/bin/env node
/**
 * Per-route first-load bytes of the built web app, against the first-load budgets (/login's
 * initial JS ≤ 150 KB and each route's own chunk ≤ 60 KB on the wire; the rules and the route
 * list live in bundleReport.mjs).
 *
 * With --server <url>, each file is fetched from the running server with
 * `Accept-Encoding: br` and counted as it arrives: the bytes a phone downloads. Without it,
 * the dist/ files are gzipped here (level 9): an estimate, for when no server is running.
 * Either way each route's and panel's own JS is also counted in gzip (`ownGzip`), from the .gz
 * files the build writes beside each asset (precompress.mjs, level 9; gzipped here when one is
 * missing), because the /credits and /employees chunks are budgeted as "≤ 60 KB gzip" (decisions 035, 044).
 *
 * Usage: node apps/web/scripts/bundle-size.mjs [--dist <dir>] [--server <url>] [--verbose] [--check]
 * Prints JSON { measure, encodings, initial: { "<route>": JS bytes }, css: { "<route>": CSS bytes },
 * own: { "<route or panel>": JS bytes }, ownGzip: { "<route or panel>": JS gzip bytes },
 * gzipBudgeted: [the ones checked in gzip], unexpectedOnLogin: [lazy modules /login loads at once],
 * failures: [] } (what bench/ reads); --verbose adds each
 * route's files. --check exits 1 when a budget or rule fails. Exits 2 when there is no build.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetFailures, entryKey, GZIP_BUDGETED, measureRoutes, unexpectedLazyModules } from './bundleReport.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dist = resolve(option('--dist') ?? join(here, '..', 'dist'));
const server = option('--server');
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}; run "npm run build -w @abono/web" first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
entryKey(manifest);

/** Body bytes of a GET as received (still compressed), and the encoding the server chose. */
export function wireBytes(url, acceptEncoding = 'br') {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolvePromise, reject) => {
    const req = client.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`GET ${url}: ${res.statusCode}`));
        return;
      }
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolvePromise({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const encodings = {};
const cache = new Map();
function sizeOf(file) {
  if (!cache.has(file)) {
    cache.set(
      file,
      server
        ? wireBytes(new URL(`/${file}`, server).toString()).then(({ bytes, encoding }) => {
            encodings[encoding] = (encodings[encoding] ?? 0) + 1;
            return bytes;
          })
        : Promise.resolve(gzipSync(readFileSync(join(dist, file)), { level: 9 }).length),
    );
  }
  return cache.get(file);
}

/** Gzip bytes of a dist file: the build's own .gz beside it, else gzip -9 here. */
function gzipSizeOf(file) {
  const gz = join(dist, `${file}.gz`);
  return Promise.resolve(
    existsSync(gz) ? statSync(gz).size : gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  );
}

const measured = await measureRoutes(manifest, sizeOf);
measured.ownGzip = (await measureRoutes(manifest, gzipSizeOf)).own;
const failures = budgetFailures(manifest, measured);
const pick = (f) => Object.fromEntries(Object.entries(measured.routes).map(([r, m]) => [r, f(m)]));
const report = {
  measure: server ? 'wire (Accept-Encoding: br)' : 'gzip -9 of dist files (estimate)',
  encodings,
  initial: pick((m) => m.jsBytes),
  css: pick((m) => m.cssBytes),
  own: measured.own,
  ownGzip: measured.ownGzip,
  gzipBudgeted: GZIP_BUDGETED,
  unexpectedOnLogin: unexpectedLazyModules(manifest, '/login'),
  failures,
  ...(args.includes('--verbose') ? { files: pick((m) => [...m.js, ...m.css]) } : {}),
};
console.log(JSON.stringify(report, null, 2));
if (args.includes('--check') && failures.length) {
  for (const f of failures) console.error(`over budget: ${f}`);
  process.exit(1);
}
