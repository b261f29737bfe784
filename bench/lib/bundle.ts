import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server';

export interface BundleSizes {
  /** JS loaded before a route renders (entry + shell + route), gzip bytes. */
  initial: Record<string, number>;
  /** JS a route (or a panel inside it) loads beyond the entry and the shell, gzip bytes. */
  own: Record<string, number>;
}

/** As measured by the web app's own script on dist/. */
export function readBundleSizes(): BundleSizes {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'apps/web/scripts/bundle-size.mjs')], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out) as BundleSizes;
}

/** The employee's screens (issue 3 §6: each route's own chunk ≤ 60 KB gzip). */
export const EMPLOYEE_CHUNKS = [
  '/',
  '/insurance-offers',
  '/my-credit',
  '/notifications',
  'panel: solicitud de préstamo',
  'panel: solicitud de seguro',
];
