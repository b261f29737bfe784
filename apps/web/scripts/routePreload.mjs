/**
 * Vite plugin (build only): the route's own chunks start downloading with the entry.
 *
 * Every route is a lazy chunk, so on a cold load the browser learns about the route's files only
 * after the entry has downloaded and run (react-router then imports the route): one more round
 * trip and download on the way to the first paint. This plugin writes `route-preload.js` next to
 * index.html (not hashed, so it is served no-cache like the page and always matches the build)
 * and loads it with `async` from the page's head. It looks at the path and adds
 * `<link rel="modulepreload">` for the route's chunks and `<link rel="preload" as="style">` for
 * their CSS, plus the language catalog the entry will ask for. A protected route without the
 * session hint (decision 024) gets /login's files, where the guard will send the visitor.
 * A classic script file, because the Content-Security-Policy allows no inline script.
 */
import { CATALOG, ROUTES, SHELL } from './bundleReport.mjs';

export const ROUTE_PRELOAD_FILE = 'route-preload.js';
const SESSION_HINT_KEY = 'abono.hasSession';
const LANGUAGE_KEY = 'i18nextLng';

/** Chunks by the source module they were built from (path relative to the app root). */
function chunksBySource(bundle, root) {
  const map = new Map();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
    const rel = chunk.facadeModuleId.startsWith(root) ? chunk.facadeModuleId.slice(root.length + 1) : chunk.facadeModuleId;
    map.set(rel.split('?')[0].replaceAll('\\', '/'), chunk);
  }
  return map;
}

/** A chunk's file, its static imports' files and their CSS, all relative to the site root. */
function closure(bundle, chunk, out = { js: new Set(), css: new Set() }) {
  if (out.js.has(chunk.fileName)) return out;
  out.js.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) out.css.add(css);
  for (const dep of chunk.imports) {
    const next = bundle[dep];
    if (next?.type === 'chunk') closure(bundle, next, out);
  }
  return out;
}

/**
 * What each route preloads: { routes: [[pattern, { js, css }]], login, catalogs: { es, en } },
 * without what index.html already loads (the entry and its imports).
 */
export function preloadPlan(bundle, root) {
  const bySource = chunksBySource(bundle, root);
  const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
  const base = entry ? closure(bundle, entry) : { js: new Set(), css: new Set() };
  const filesOf = (modules) => {
    const out = { js: new Set(), css: new Set() };
    for (const m of modules) {
      const chunk = bySource.get(m);
      if (!chunk) throw new Error(`route-preload: no chunk for ${m} (was it renamed?)`);
      closure(bundle, chunk, out);
    }
    return {
      js: [...out.js].filter((f) => !base.js.has(f)).sort(),
      css: [...out.css].filter((f) => !base.css.has(f)).sort(),
    };
  };
  const routes = Object.entries(ROUTES).map(([route, modules]) => [route, { ...filesOf(modules), protected: modules[0] === SHELL }]);
  const catalogs = {};
  for (const lng of ['es', 'en']) {
    const chunk = bySource.get(CATALOG.replace('es.json', `${lng}.json`));
    if (chunk) catalogs[lng] = chunk.fileName;
  }
  return { routes, catalogs };
}

/** The browser side: match the path, pick the files, add the links. Plain ES5-safe code. */
export function preloadScript(plan) {
  return `(function () {
  var plan = ${JSON.stringify(plan)};
  var path = location.pathname;
  var hint = null, lng = null;
  try { hint = localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)}); lng = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)}); } catch (e) {}
  var login = null, match = null;
  for (var i = 0; i < plan.routes.length; i++) {
    var route = plan.routes[i];
    if (route[0] === '/login') login = route[1];
    var re = new RegExp('^' + route[0].replace(/:[^/]+/g, '[^/]+') + '/?$');
    if (!match && re.test(path)) match = route[1];
  }
  if (match && match.protected && !hint) match = login;
  if (!match) return;
  var head = document.head;
  function add(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = '/' + href;
    if (as) link.as = as;
    link.crossOrigin = '';
    head.appendChild(link);
  }
  var language = (lng || navigator.language || 'es').slice(0, 2) === 'en' ? 'en' : 'es';
  if (plan.catalogs[language]) add('modulepreload', plan.catalogs[language]);
  for (var j = 0; j < match.js.length; j++) add('modulepreload', match.js[j]);
  for (var k = 0; k < match.css.length; k++) add('preload', match.css[k], 'style');
})();
`;
}

export function routePreload() {
  let root = process.cwd();
  return {
    name: 'abono:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        return [{ tag: 'script', attrs: { src: `/${ROUTE_PRELOAD_FILE}`, async: true }, injectTo: 'head' }];
      },
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOAD_FILE, source: preloadScript(preloadPlan(bundle, root)) });
    },
  };
}
