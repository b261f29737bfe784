import { describe, expect, it } from 'vitest';
import { chunkCss, pageHtml } from './prerenderPages.mjs';

const INDEX = `<!doctype html>
<html lang="es">
  <head>
    <title>Abono</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered login page (decision 026)', () => {
  it("collects the login chunk's stylesheets through its imports, once each", () => {
    const manifest = {
      'index.html': { imports: ['_vendor.js'], css: ['assets/index.css'] },
      '_vendor.js': {},
      '_Input.js': { imports: ['_vendor.js'], css: ['assets/Input.css'] },
      'Login.tsx': { imports: ['index.html', '_Input.js', '_vendor.js'], css: ['assets/Login.css'] },
    };
    expect(chunkCss(manifest, 'Login.tsx')).toEqual(['assets/index.css', 'assets/Input.css', 'assets/Login.css']);
    expect(() => chunkCss(manifest, 'Missing.tsx')).toThrow(/manifest/);
  });

  it('is index.html with the markup (inert), its title, the color scheme and the stylesheets not linked yet', () => {
    const html = pageHtml(INDEX, { html: '<form>x</form>', title: 'Iniciar sesión · Abono' }, [
      'assets/index.css',
      'assets/Login.css',
      'assets/Login.css',
    ]);
    expect(html).toContain('<div id="root"><div inert aria-disabled="true"><form>x</form></div></div>');
    expect(html).toContain('<title>Iniciar sesión · Abono</title>');
    expect(html).toContain('<html lang="es" data-mantine-color-scheme="light">');
    expect(html.match(/assets\/Login\.css/g)).toHaveLength(1);
    expect(html.match(/assets\/index\.css/g)).toHaveLength(1);
    // The app's own script is unchanged: the page starts exactly as from index.html.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it('refuses an index.html it cannot place the markup in', () => {
    expect(() =>
      pageHtml(INDEX.replace('<div id="root"></div>', '<main></main>'), { html: '<form></form>', title: 't' }, []),
    ).toThrow();
  });
});
