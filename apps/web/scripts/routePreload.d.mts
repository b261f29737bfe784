import type { Plugin } from 'vite';

export const ROUTE_PRELOAD_FILE: string;
export interface RouteFiles {
  js: string[];
  css: string[];
  protected: boolean;
}
export interface PreloadPlan {
  routes: [string, RouteFiles][];
  catalogs: Record<string, string>;
}
/** What each route preloads beyond the entry, from a Rollup bundle. */
export function preloadPlan(bundle: Record<string, unknown>, root: string): PreloadPlan;
/** The classic script that adds the links for the current path. */
export function preloadScript(plan: PreloadPlan): string;
/** Vite plugin (build only): writes route-preload.js and loads it from index.html. */
export function routePreload(): Plugin;
