// Types for the TypeScript callers (e2e/playwright.config.ts, bench/lib/lighthouse.ts) of chromium.mjs.
export declare const DEBIAN_CHROMIUM: string;
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
