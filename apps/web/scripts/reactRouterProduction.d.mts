import type { Plugin } from 'vite';

/** Vite plugin (build only): react-router's production files instead of its development ones. */
export function reactRouterProduction(): Plugin;
