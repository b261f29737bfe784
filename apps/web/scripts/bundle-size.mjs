#!/usr/bin/env node
/**
 * Per-route initial JavaScript of the built web app, gzip-compressed.
 *
 * Reads dist/.vite/manifest.json (vite build with build.manifest) and, for each
 * route, sums the JS files loaded before that route can render: the entry chunk
 * (index.html) and its static imports, plus every lazy route module on the path
 * with its static imports. Dynamic imports that load later (e.g. the fingerprint
 * library) are not initial and are not counted. CSS is reported apart.
 *
 * A route's "own" JS is what navigating to it loads beyond the entry and the shell
 * (issue 3: at most 60 KB gzip per employee route); panels opened later are listed apart.
 *
 * Usage: node apps/web/scripts/bundle-size.mjs [--dist <dir>] [--verbose] [--check]
 * Prints JSON { initial: { "<route>": bytes }, own: { "<route or panel>": bytes } } (what bench/ reads);
 * --verbose prints the files, raw sizes and the budget verdict instead;
 * --check exits 1 when /login exceeds the 200 KB (204,800 bytes) budget.
 * Exits 2 when there is no build.
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = resolve(distArg >= 0 ? args[distArg + 1] : join(here, '..', 'dist'));
const manifestPath = join(dist, '.vite', 'manifest.json');
const BUDGET_KB = 200;
const BUDGET_ROUTE = '/login';

if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}; run "npx vite build" in apps/web first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const SHELL = 'src/app/shell/AppLayout.tsx';
const SECTION = 'src/components/UnderConstructionPage.tsx';
/** Lazy modules each route needs before it renders (mirrors src/app/routes.tsx). */
const ROUTES = {
  '/login': ['src/features/auth/components/LoginPage.tsx'],
  '/unauthorized': ['src/components/UnauthorizedPage.tsx'],
  '/onboarding': [SHELL, 'src/features/onboarding/components/OnboardingPage.tsx'],
  '/company-onboarding': [SHELL, 'src/features/onboarding/components/CompanyOnboardingPage.tsx'],
  '/': [SHELL, 'src/features/offers/components/OffersPage.tsx'],
  '/insurance-offers': [SHELL, 'src/features/insurance/components/InsuranceOffersPage.tsx'],
  '/my-credit': [SHELL, 'src/features/loans/components/MyCreditPage.tsx'],
  '/credits/detail/:id': [SHELL, 'src/features/loans/components/CreditDetailPage.tsx'],
  '/notifications': [SHELL, 'src/features/notifications/components/NotificationsRoute.tsx'],
  '/credits': [SHELL, SECTION],
};
/** Lazy panels opened inside a route (counted on their own, beyond their route). */
const PANELS = {
  'panel: solicitud de préstamo': ['/', 'src/features/offers/components/ApplyPanel.tsx'],
  'panel: solicitud de seguro': ['/insurance-offers', 'src/features/insurance/components/InsurancePanel.tsx'],
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(2);
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const buf = readFileSync(join(dist, file));
    sizeCache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

/** The chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Module ${key} is not in the manifest (was it renamed?)`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

function measure(keys) {
  const all = new Set();
  for (const key of keys) closure(key, all);
  const js = [...all].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const css = new Set([...all].flatMap((k) => manifest[k].css ?? []));
  const jsSizes = js.map(sizes);
  const cssSizes = [...css].map(sizes);
  const sum = (xs, f) => xs.reduce((a, x) => a + x[f], 0);
  return {
    jsGzipBytes: sum(jsSizes, 'gzip'),
    jsGzipKB: Math.round((sum(jsSizes, 'gzip') / 1024) * 10) / 10,
    jsRawBytes: sum(jsSizes, 'raw'),
    cssGzipBytes: sum(cssSizes, 'gzip'),
    files: js.sort(),
  };
}

const routes = {};
for (const [route, modules] of Object.entries(ROUTES)) routes[route] = measure([entryKey, ...modules]);

/** Gzip bytes of the JS in `keys`' closure that is not already in `baseKeys`' closure. */
function ownBytes(keys, baseKeys) {
  const base = new Set();
  for (const k of baseKeys) closure(k, base);
  const all = new Set();
  for (const k of keys) closure(k, all);
  return [...all]
    .filter((k) => !base.has(k) && manifest[k].file.endsWith('.js'))
    .reduce((sum, k) => sum + sizes(manifest[k].file).gzip, 0);
}
const own = {};
for (const [route, modules] of Object.entries(ROUTES)) {
  const base = modules[0] === SHELL ? [entryKey, SHELL] : [entryKey];
  own[route] = ownBytes([entryKey, ...modules], base);
}
for (const [panel, [route, module]] of Object.entries(PANELS)) {
  own[panel] = ownBytes([entryKey, ...ROUTES[route], module], [entryKey, ...ROUTES[route]]);
}

const login = routes[BUDGET_ROUTE];
const report = {
  entry: manifest[entryKey].file,
  budget: { route: BUDGET_ROUTE, limitKB: BUDGET_KB, actualKB: login.jsGzipKB, ok: login.jsGzipBytes <= BUDGET_KB * 1024 },
  routes,
  own,
};
if (args.includes('--verbose')) console.log(JSON.stringify(report, null, 2));
else {
  const initial = Object.fromEntries(Object.entries(routes).map(([r, m]) => [r, m.jsGzipBytes]));
  console.log(JSON.stringify({ initial, own }, null, 2));
}
if (args.includes('--check') && !report.budget.ok) process.exit(1);
