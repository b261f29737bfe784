// Build step after `vite build` (decision 026): writes dist/login.html, the app's index.html
// with /login's markup already in #root and the stylesheets of /login's chunk linked in the
// head, and puts the start screen (the loader and the cookie notice) into dist/index.html, so a
// phone paints the first screen before the JavaScript has arrived and run. The app still loads
// exactly as before and renders over the markup (main.tsx).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { precompressFile } from './precompress.mjs';

const LOGIN_PAGE = 'src/features/auth/components/LoginPage.tsx';

/** Every stylesheet a manifest chunk brings, its static imports' included (in load order). */
export function chunkCss(manifest, key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  return [...(chunk.imports ?? []).flatMap((k) => chunkCss(manifest, k, seen)), ...(chunk.css ?? [])];
}

/**
 * index.html with the markup in #root, the title, the color scheme and the route's stylesheets.
 * The markup is `inert` (seen, not usable) until the app replaces it: what is typed there would
 * be lost, and the real form is the one that waits for the fingerprint (spec 01 §5). A tap there
 * is lost too (inert), so it is also marked disabled: automation (Playwright treats an
 * aria-disabled ancestor as disabled) waits for the app's form instead of clicking the markup.
 */
export function pageHtml(indexHtml, { html, title }, stylesheets, head = '') {
  const links =
    head +
    [...new Set(stylesheets)]
      .filter((href) => !indexHtml.includes(`/${href}"`)) // the entry's own stylesheet is linked already
      .map((href) => `    <link rel="stylesheet" crossorigin href="/${href}">\n`)
      .join('');
  const out = indexHtml
    // Mantine's variables apply under this attribute, which MantineProvider sets only once it runs.
    .replace('<html lang="es">', '<html lang="es" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `${links}  </head>`)
    .replace('<div id="root"></div>', `<div id="root"><div inert aria-disabled="true">${html}</div></div>`);
  if (!out.includes(html) || !out.includes('data-mantine-color-scheme'))
    throw new Error('index.html does not have the expected shape');
  return out;
}

export async function prerenderPages(root) {
  const dist = path.join(root, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const server = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderLoginMarkup, renderStartMarkup, cookieStateScript, COOKIE_STATE_STYLE } = await server.ssrLoadModule(
      '/src/prerender/pageMarkup.tsx',
    );
    // A content-hashed asset: cached for good, like the rest of assets/.
    const script = cookieStateScript();
    const scriptName = `assets/cookie-state-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
    writeFileSync(path.join(dist, scriptName), script);
    precompressFile(path.join(dist, scriptName));
    const head = `    <style>${COOKIE_STATE_STYLE}</style>\n    <script src="/${scriptName}"></script>\n`;
    const indexFile = path.join(dist, 'index.html');
    const indexHtml = readFileSync(indexFile, 'utf8');
    const pages = [
      {
        file: path.join(dist, 'login.html'),
        markup: await renderLoginMarkup(),
        stylesheets: chunkCss(manifest, LOGIN_PAGE),
      },
      // The loader and the notice are the entry's own components: their styles are the entry's.
      { file: indexFile, markup: await renderStartMarkup(), stylesheets: [] },
    ];
    for (const page of pages) {
      writeFileSync(page.file, pageHtml(indexHtml, page.markup, page.stylesheets, head));
      precompressFile(page.file);
    }
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await prerenderPages(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
