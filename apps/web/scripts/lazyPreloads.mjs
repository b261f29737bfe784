/**
 * Vite plugin (build only, decision 082): which JavaScript chunks a lazy import preloads. Vite's
 * preload helper appends a `<link rel="modulepreload">` from script for every chunk in the imported
 * chunk's static graph; `/`'s first navigation (the shell, the offers screen, the signed-in texts)
 * appended some 60 of them in one task, the longest of a phone's start-up. The chunks the imported
 * chunk imports itself are left out: the browser asks for those as soon as that chunk arrives, in the
 * same round trip a preload would have saved. The deeper ones, which the browser would find only one
 * or more round trips later, are still preloaded, and so are every lazy import's stylesheets and
 * index.html's preloads of the entry's imports.
 */

/** The deps worth preloading for `file`: those it does not import itself. */
export function preloadsBeyondDirectImports(file, deps, importsOf) {
  const direct = new Set(importsOf(file));
  return deps.filter((dep) => !direct.has(dep));
}

/** The plugin that learns each chunk's imports, and `resolveDependencies` for `build.modulePreload`. */
export function lazyPreloads() {
  /** Static imports by chunk file name, known once the bundle is written (before Vite resolves preloads). */
  const imports = new Map();
  return {
    plugin: {
      name: 'abono:lazy-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle))
            if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
        },
      },
    },
    resolveDependencies(file, deps, { hostType }) {
      if (hostType === 'html') return deps;
      return preloadsBeyondDirectImports(file, deps, (f) => imports.get(f) ?? []);
    },
  };
}
