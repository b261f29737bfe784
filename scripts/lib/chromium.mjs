// The one Chromium every browser run uses: the Playwright end-to-end tests (e2e/playwright.config.ts),
// Lighthouse in the bench (bench/lib/lighthouse.ts) and the install step of `npm test`.
// Only Node built-ins: scripts/test.mjs reads it before anything is installed.

/** Where Debian's apt puts Chromium: a system browser, never a downloaded one (docs/spec/03-decisions.md §0). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser to launch: CHROMIUM_PATH overrides Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

/**
 * Headless; no sandbox (the runs may be root, where Chromium's sandbox refuses to start); no GPU
 * in a container; no QUIC, so every request is plain HTTP the server sees; and no first-run page,
 * component updates, sync or other background traffic that would add requests to a measured load.
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
