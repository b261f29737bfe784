export const SHELL: string;
export const CATALOG: string;
export const ROUTES: Record<string, string[]>;
export const PANELS: Record<string, [string, string]>;
export const BUDGETS: { initialJs: Record<string, number>; ownJs: number; ownGzip: number };
export const GZIP_BUDGETED: string[];

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface RouteBytes {
  js: string[];
  css: string[];
  jsBytes: number;
  cssBytes: number;
}
export interface Measured {
  routes: Record<string, RouteBytes>;
  own: Record<string, number>;
  /** Own JS in gzip bytes (/credits, /employees and their panels are budgeted in gzip). */
  ownGzip?: Record<string, number>;
}

export function entryKey(manifest: Manifest): string;
export function initialKeys(manifest: Manifest, route: string): Set<string>;
export function unexpectedLazyModules(manifest: Manifest, route: string): string[];
export function measureRoutes(manifest: Manifest, sizeOf: (file: string) => Promise<number>): Promise<Measured>;
export function budgetFailures(manifest: Manifest, measured: Measured): string[];
