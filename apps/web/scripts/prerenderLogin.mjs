// Build step after `vite build` (decision 026): writes dist/login.html, the app's index.html
// with /login's markup already in #root and the stylesheets of /login's chunk linked in the
// head, so a phone paints the sign-in form before the JavaScript has arrived and run. The app
// still loads exactly as from index.html and renders over the markup (main.tsx).
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
 * be lost, and the real form is the one that waits for the fingerprint (spec 01 §5).
 */
export function loginHtml(indexHtml, { html, title }, stylesheets, head = '') {
  const links = head + [...new Set(stylesheets)]
    .filter((href) => !indexHtml.includes(`/${href}"`)) // the entry's own stylesheet is linked already
    .map((href) => `    <link rel="stylesheet" crossorigin href="/${href}">\n`).join('');
  const out = indexHtml
    // Mantine's variables apply under this attribute, which MantineProvider sets only once it runs.
    .replace('<html lang="es">', '<html lang="es" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('</head>', `${links}  </head>`)
    .replace('<div id="root"></div>', `<div id="root"><div inert>${html}</div></div>`);
  if (!out.includes(html) || !out.includes('data-mantine-color-scheme')) throw new Error('index.html does not have the expected shape');
  return out;
}

export async function prerenderLogin(root) {
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
    const { renderLoginMarkup, cookieStateScript, COOKIE_STATE_STYLE } = await server.ssrLoadModule('/src/prerender/loginMarkup.tsx');
    const markup = await renderLoginMarkup();
    // A content-hashed asset: cached for good, like the rest of assets/.
    const script = cookieStateScript();
    const scriptName = `assets/cookie-state-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
    writeFileSync(path.join(dist, scriptName), script);
    precompressFile(path.join(dist, scriptName));
    const head = `    <style>${COOKIE_STATE_STYLE}</style>\n    <script src="/${scriptName}"></script>\n`;
    const file = path.join(dist, 'login.html');
    writeFileSync(file, loginHtml(readFileSync(path.join(dist, 'index.html'), 'utf8'), markup, chunkCss(manifest, LOGIN_PAGE), head));
    precompressFile(file);
  } finally {
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await prerenderLogin(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
}
