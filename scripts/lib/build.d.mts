// Types for the TypeScript callers (bench, the compiled-server test) of build.mjs.
export declare const API_DIST: string;
export declare const API_ENTRY: string;
export declare function buildWebIfStale(): Promise<void>;
/** Builds `<outDir>/server.js` (default apps/api/dist); outDir must lie inside the repository. */
export declare function buildApi(options?: { outDir?: string }): Promise<void>;
