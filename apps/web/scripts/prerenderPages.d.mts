type Manifest = Record<string, { imports?: string[]; css?: string[] }>;

/** Every stylesheet a manifest chunk brings, its static imports' included (in load order). */
export function chunkCss(manifest: Manifest, key: string, seen?: Set<string>): string[];
/** index.html with the markup in #root, the title, the color scheme and the route's stylesheets. */
export function pageHtml(
  indexHtml: string,
  markup: { html: string; title: string },
  stylesheets: string[],
  head?: string,
): string;
/** Writes dist/login.html and the start screen into dist/index.html (with .br/.gz) for the build in `<root>/dist`. */
export function prerenderPages(root: string): Promise<void>;
