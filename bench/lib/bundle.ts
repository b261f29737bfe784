import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server';

export interface BundleSizes {
  /** How the bytes were counted: on the wire from the running server, or a gzip estimate. */
  measure: string;
  /** Content-Encoding the server answered with, per file count (br when compression works). */
  encodings: Record<string, number>;
  /** JS loaded before a route renders (entry, default catalog, shell, route), bytes. */
  initial: Record<string, number>;
  /** CSS loaded before a route renders, bytes. */
  css: Record<string, number>;
  /** JS a route (or a panel inside it) loads beyond the entry and the shell, bytes. */
  own: Record<string, number>;
  /** The same own JS in gzip -9 bytes (the build's .gz files), whatever `measure` says. */
  ownGzip: Record<string, number>;
  /** The routes and panels whose own JS is budgeted in gzip ("≤ 60 KB gzip"): /credits, /employees, their panels. */
  gzipBudgeted: string[];
  /** Lazy modules (other screens, the shell, the fingerprint library, another catalog) in /login's first load. */
  unexpectedOnLogin: string[];
  /** Budgets and rules of the web app's report that the build breaks. */
  failures: string[];
}

/**
 * As measured by the web app's own script (apps/web/scripts/bundle-size.mjs): with a server,
 * each file fetched with `Accept-Encoding: br` and counted as received.
 */
export function readBundleSizes(baseUrl?: string): BundleSizes {
  const args = [
    path.join(ROOT, 'apps/web/scripts/bundle-size.mjs'),
    ...(baseUrl ? ['--server', baseUrl] : []),
    // The server's build (config.ts reads the same variable).
    ...(process.env.ABONO_WEB_DIST ? ['--dist', process.env.ABONO_WEB_DIST] : []),
  ];
  const out = execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out) as BundleSizes;
}

/** The employee's screens (first-load budget: each route's own chunk ≤ 60 KB on the wire). */
export const EMPLOYEE_CHUNKS = [
  '/',
  '/insurance-offers',
  '/my-credit',
  '/notifications',
  'panel: solicitud de préstamo',
  'panel: solicitud de seguro',
];

/** The credits screen and what it opens (the route's own chunk ≤ 60 KB). */
export const CREDITS_CHUNKS = [
  '/credits',
  'panel: contraoferta',
  'panel: editar préstamo',
  'diálogo: subir ahorro',
  'pestaña: seguros',
];
