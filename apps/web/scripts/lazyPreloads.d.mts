import type { Plugin } from 'vite';

export function preloadsBeyondDirectImports(
  file: string,
  deps: string[],
  importsOf: (file: string) => readonly string[],
): string[];
export function lazyPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
};
