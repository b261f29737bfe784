/**
 * What "Mis sesiones" says about a session's browser (decision 084): the browser's name and major
 * version and the operating system, read from the User-Agent header the login sent. A few ordered
 * patterns are enough for the browsers people use; anything else is null and the screen says
 * "Navegador desconocido". The header is the client's word: it is shown, never trusted.
 */

/** Checked in order: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  // Headless Chromium (automated browsers) says "HeadlessChrome".
  ['Chrome', /\b(?:Headless)?(?:Chrome|Chromium|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:[.\d]*)? (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

/** The longest header read: enough for any real browser, and bounds the regular expressions' work. */
export const USER_AGENT_MAX_LENGTH = 400;

/** "Chrome 131 (Windows)", "Firefox 128", "Safari 17 (iOS)", or null when nothing is recognised. */
export function describeUserAgent(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, USER_AGENT_MAX_LENGTH);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return system ? `${name} ${match[1]} (${system})` : `${name} ${match[1]}`;
  }
  return system;
}
