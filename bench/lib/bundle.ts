import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server';

export type BundleSizes = Record<string, number>;

/** Initial JS (gzip bytes) per route, as measured by the web app's own script on dist/. */
export function readBundleSizes(): BundleSizes {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'apps/web/scripts/bundle-size.mjs')], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out) as BundleSizes;
}
