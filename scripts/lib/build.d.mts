// Types for the TypeScript callers (bench) of build.mjs.
export declare const API_DIST: string;
export declare const API_ENTRY: string;
export declare function buildWebIfStale(): Promise<void>;
export declare function buildApi(): Promise<void>;
