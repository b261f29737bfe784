/**
 * Vite plugin: each Mantine component brings its own stylesheet.
 *
 * Mantine ships one CSS file per component (`@mantine/core/styles/Button.css`, …) next to the
 * all-in-one `styles.css`, and every component's JS imports its class map from a
 * `<Name>.module.mjs` file. This plugin adds `import '<package>/styles/<Name>.css'` to each such
 * class-map module as Vite loads it, so a component's CSS follows its JS through the module
 * graph: Vite's CSS code splitting then puts it in the same chunk as the component, the login
 * page gets only the login page's styles, and a lazy route's styles load with that route
 * (Vite's preload helper waits for them before the route renders, so there is no unstyled flash).
 * Dependencies come for free: Select imports Combobox's module, which imports Combobox.css.
 *
 * The app imports only the base layer itself (baseline, default CSS variables, global) in
 * src/main.tsx. Packages whose CSS is a single file (@mantine/notifications, dates, dropzone)
 * get that file, from whichever of their modules loads first.
 *
 * Why not per-component imports in each feature file: they have to name every internal
 * dependency (Select needs Combobox, Input, Popover…), drift as components change, and every
 * screen would have to repeat them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

const MODULE_FILE =
  /[\\/]@mantine[\\/](core|notifications|dates|dropzone)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet import for a Mantine class-map module, or null when it is not one. */
export function mantineStylesheetFor(id) {
  const file = id.split('?')[0];
  const match = MODULE_FILE.exec(file);
  if (!match) return null;
  const [, pkg, name] = match;
  if (pkg !== 'core') return `@mantine/${pkg}/styles.css`;
  // …/@mantine/core/esm/components/X/X.module.mjs → …/@mantine/core/styles/X.css
  const packageRoot = file.replace(/[\\/]esm[\\/].*$/, '');
  if (!existsSync(path.join(packageRoot, 'styles', `${name}.css`))) return null;
  return `@mantine/core/styles/${name}.css`;
}

/** What the dev server adds to src/main.tsx instead (see below). */
const ALL_IN_ONE = ['@mantine/core/styles.css', '@mantine/notifications/styles.css'];

export function mantineComponentCss() {
  let serving = false;
  return {
    name: 'abono:mantine-component-css',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      // The dev server pre-bundles Mantine (optimizeDeps), where no plugin transform runs, so
      // there the entry gets the all-in-one stylesheets; size only matters in the build.
      if (serving) {
        if (!/[\\/]src[\\/]main\.tsx$/.test(id.split('?')[0])) return null;
        return { code: ALL_IN_ONE.map((s) => `import ${JSON.stringify(s)};\n`).join('') + code, map: null };
      }
      const stylesheet = mantineStylesheetFor(id);
      if (!stylesheet) return null;
      const line = `import ${JSON.stringify(stylesheet)};\n`;
      // Keep the "use client" directive first, where it belongs.
      const directive = /^(["']use client["'];?\s*\n)/.exec(code);
      const out = directive ? directive[1] + line + code.slice(directive[1].length) : line + code;
      return { code: out, map: null };
    },
  };
}
