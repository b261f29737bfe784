/**
 * The Content-Security-Policy forbids eval (decision 012): zod must not probe for it with
 * `new Function` on the first parse, or the browser reports a CSP violation. That is zod's
 * `config({ jitless: true })`, whose settings zod keeps on `globalThis.__zod_globalConfig`
 * (zod/v4/core/core.js) and reads on every parse. Writing that object here instead of importing
 * `config` keeps zod's core utilities (about 3 KB on the wire) out of the entry chunk: zod
 * arrives with the first form that needs it. zodJitless.test.ts fails if zod stops reading it.
 */
export function makeZodJitless(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
