// Builds shared by `npm start` and `npm run bench`: the web app (vite, only when its sources
// changed) and the API (esbuild, always: it takes well under a second). Node built-ins only
// at import time; esbuild is loaded after the dependencies are installed.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, log, runOrExit } from './run.mjs';

export const API_DIST = path.join(ROOT, 'apps/api/dist');
/** The compiled server `npm start` runs (tsx is for development only). */
export const API_ENTRY = path.join(API_DIST, 'server.js');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const st = statSync(target);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export async function buildWebIfStale() {
  const built = path.join(ROOT, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/scripts',
    'packages/domain/src',
  ].map((p) => newestMtime(path.join(ROOT, p)));
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources)) return;
  log('Compilando la aplicación web…');
  await runOrExit('npm', ['run', 'build', '-w', '@abono/web']);
}

/**
 * One ESM bundle of the API and the domain (TypeScript sources of the workspace), with every
 * npm package left external so node_modules resolves it as usual. Files the code reads next
 * to itself (`new URL('./x', import.meta.url)`) are copied beside the bundle. `outDir` (the
 * test of the compiled server builds its own) must lie inside the repository, so the external
 * packages resolve from its node_modules.
 */
export async function buildApi({ outDir = API_DIST } = {}) {
  const { build } = await import('esbuild');
  const src = path.join(ROOT, 'apps/api/src');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    // The spreadsheet worker is a second entry: readSheetInWorker starts dist/sheetWorker.js.
    entryPoints: {
      server: path.join(src, 'server.ts'),
      sheetWorker: path.join(src, 'files/spreadsheet/sheetWorker.ts'),
    },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Workspace packages (TypeScript) are bundled; npm packages stay in node_modules.
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@abono/') || path.isAbsolute(args.path)
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
    // Some packages are CommonJS and call require(): give the ESM bundle one.
    banner: {
      js:
        "import { createRequire as __abonoCreateRequire } from 'node:module'; const require = " +
        '__abonoCreateRequire(import.meta.url);',
    },
  });
  // src/db/migrate.ts reads ./migrations and src/files/fonts/pdfFonts.ts reads ./*.ttf beside itself.
  cpSync(path.join(src, 'db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  for (const font of readdirSync(path.join(src, 'files/fonts')).filter((f) => f.endsWith('.ttf'))) {
    cpSync(path.join(src, 'files/fonts', font), path.join(outDir, font));
  }
}
