/**
 * Lighthouse (the npm package, mobile profile, simulated throttling) in Debian's Chromium against
 * the running built server, on `/login` as a new visitor, on `/` as the demo employee coming back,
 * and on each back-office screen as a demo account that may see it, coming back the same way.
 *
 * The returning employee: a login through the API gives a refresh cookie bound to the device
 * fingerprint sent with it. The cookie goes to Lighthouse as an extra `Cookie` header (so the
 * page's silent refresh logs in), and the same fingerprint is written to the page origin's
 * localStorage under the key the web app keeps it in (`abono.deviceId`), with the session hint
 * (`abono.hasSession`), which is what a returning browser has: the app then refreshes, sending
 * the stored fingerprint without recomputing it. Lighthouse is told not to
 * clear localStorage for that run (it still clears the HTTP cache, so every asset is fetched
 * again). Each run logs in anew, because the refresh rotates the cookie.
 * LIGHTHOUSE_REPORT_DIR, when set, keeps each run's full report (JSON) there, with the run's
 * performance trace beside it (`…-trace.json`, for Chromium's Performance panel or a script).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REFRESH_COOKIE } from '@abono/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { median } from './median';

/**
 * The e2e run's Chromium flags (scripts/lib/chromium.mjs), plus the product's users' language:
 * Spanish (Mexico), as the e2e run's locale es-MX; the app then loads the Spanish catalog.
 */
export const LIGHTHOUSE_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--lang=es-MX', '--accept-lang=es-MX,es'];
/** On Linux, Chromium takes navigator.language from the environment rather than --lang. */
const CHROMIUM_ENV = { LANGUAGE: 'es_MX:es', LANG: 'es_MX.UTF-8' };
export const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string })
  .version;
/** chrome-launcher's own CHROME_PATH, else the e2e run's browser. */
export const LIGHTHOUSE_CHROMIUM_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;

/** The web app's localStorage keys (apps/web/src/lib/storageKeys.ts): device fingerprint, session hint. */
const DEVICE_ID_KEY = 'abono.deviceId';
const SESSION_HINT_KEY = 'abono.hasSession';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred for the whole page load, as Lighthouse counts them. */
  transferredBytes: number;
  /**
   * The host's BenchmarkIndex as Lighthouse read it when the run began: its 4× CPU slowdown is
   * meant for about 1,500; the figure says what a run's CPU-bound metrics were multiplied from.
   */
  benchmarkIndex: number;
  finalUrl: string;
  /** Failing audits (score < 0.9) with their titles, to say why a score is short. */
  failing: string[];
}

export interface PageTarget {
  name: string;
  path: string;
  /** Demo user to come back as (TIN and password), or none for a new visitor. */
  user?: { tin: string; password: string };
  /** SEO ≥ 90 is a target only where a search engine may land: not on a signed-in back-office screen. */
  seo: boolean;
}

/** The README's demo accounts, each the one that may see the screen (pagesFor of its role's permissions). */
const demo = (tin: string) => ({ tin, password: 'Demo#2026' });
const HR = demo('RRHH800101AA1');
const TREASURY = demo('TESO800101AA1');
const ADMIN = demo('ADMI800101AA1');

export const PAGES: PageTarget[] = [
  { name: '/login', path: '/login', seo: true },
  { name: '/ (empleado demo)', path: '/', user: demo('EMPL800101AA1'), seo: true },
  { name: '/credits (RR. HH. demo)', path: '/credits', user: HR, seo: false },
  { name: '/employees (RR. HH. demo)', path: '/employees', user: HR, seo: false },
  { name: '/treasury (tesorería demo)', path: '/treasury', user: TREASURY, seo: false },
  { name: '/settings (tesorería demo)', path: '/settings', user: TREASURY, seo: false },
  { name: '/roles (admin demo)', path: '/roles', user: ADMIN, seo: false },
];

async function loginCookie(
  baseUrl: string,
  user: { tin: string; password: string },
  fingerprint: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-fingerprint': fingerprint },
    body: JSON.stringify({ ...user, fingerprint }),
  });
  if (!res.ok) throw new Error(`login de ${user.tin} falló: ${res.status}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  if (!cookie) throw new Error('el login no devolvió la cookie de sesión');
  return cookie.split(';')[0]!;
}

export async function runLighthouseOnce(baseUrl: string, target: PageTarget): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: LIGHTHOUSE_CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS,
    envVars: { ...(process.env as Record<string, string>), ...CHROMIUM_ENV },
    logLevel: 'silent',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const flags: Record<string, unknown> = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    if (target.user) {
      const fingerprint = `bench-lh-${randomUUID()}`;
      const cookie = await loginCookie(baseUrl, target.user, fingerprint);
      // A JSON answer on the same origin: no asset of the app is loaded (or cached) by this visit.
      await page.goto(`${baseUrl}/api/health`);
      // Runs in the page; bench/ type-checks without the DOM library.
      await page.evaluate(
        (entries) => {
          const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
            .localStorage;
          for (const [key, value] of entries) storage.setItem(key, value);
        },
        [
          [DEVICE_ID_KEY, fingerprint],
          [SESSION_HINT_KEY, '1'],
        ] as [string, string][],
      );
      flags.extraHeaders = { Cookie: cookie };
      // Everything but localStorage is still cleared, the HTTP cache included.
      flags.clearStorageTypes = [
        'file_systems',
        'shader_cache',
        'service_workers',
        'indexeddb',
        'websql',
        'cache_storage',
      ];
    }
    const result = await lighthouse(`${baseUrl}${target.path}`, flags, undefined, page);
    if (!result) throw new Error('Lighthouse no devolvió resultado');
    const lhr = result.lhr;
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const file = `${target.path.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      writeFileSync(path.join(reportDir, file), JSON.stringify(lhr));
      const trace = result.artifacts.Trace;
      if (trace) writeFileSync(path.join(reportDir, file.replace(/\.json$/, '-trace.json')), JSON.stringify(trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return {
      scores,
      lcpMs: num('largest-contentful-paint'),
      fcpMs: num('first-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      transferredBytes: num('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
      failing,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

export interface PageReport {
  target: PageTarget;
  runs: LighthouseRun[];
  /** Median per figure across the runs. */
  median: Omit<LighthouseRun, 'finalUrl' | 'failing'>;
}

/** `runs` Lighthouse runs of each page, one after another (never two Chromiums at once on 2 cores). */
export async function auditPages(baseUrl: string, runs: number, pages: PageTarget[] = PAGES): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  for (const target of pages) {
    const done: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await runLighthouseOnce(baseUrl, target).catch(async (error: unknown) => {
        // Lighthouse's own trace recording sometimes fails (NO_NAVSTART, NO_FCP): that run is
        // repeated once, in a fresh browser; a second failure is reported.
        const message = error instanceof Error ? error.message : String(error);
        if (!/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(message)) throw error;
        console.log(`lighthouse ${target.name} #${i + 1}: ${message}; se repite la corrida`);
        return runLighthouseOnce(baseUrl, target);
      });
      const landed = new URL(run.finalUrl).pathname;
      if (landed !== target.path)
        throw new Error(`Lighthouse en ${target.path} terminó en ${landed}: la sesión no se restauró`);
      done.push(run);
      console.log(
        `lighthouse ${target.name} #${i + 1}: ` +
          `${CATEGORIES.map((c) => `${c} ${run.scores[c]}`).join(', ')}, LCP ` +
          `${Math.round(run.lcpMs)} ms` +
          (run.failing.length ? ` — ${run.failing.join('; ')}` : ''),
      );
    }
    const pick = (f: (r: LighthouseRun) => number) => median(done.map(f));
    reports.push({
      target,
      runs: done,
      median: {
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])) as Record<Category, number>,
        lcpMs: pick((r) => r.lcpMs),
        fcpMs: pick((r) => r.fcpMs),
        tbtMs: pick((r) => r.tbtMs),
        cls: pick((r) => r.cls),
        transferredBytes: pick((r) => r.transferredBytes),
        benchmarkIndex: pick((r) => r.benchmarkIndex),
      },
    });
  }
  return reports;
}
