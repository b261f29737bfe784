/**
 * SEO basics of the public pages, read from the real files the build ships:
 * index.html (every prerendered page starts from it) and public/robots.txt.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

describe('public pages', () => {
  it('index.html declares Spanish and a meta description of a useful length', () => {
    const html = read('../index.html');
    expect(html).toMatch(/<html lang="es">/);
    const description = /<meta\s+name="description"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('robots.txt lets crawlers read /login and keeps them off the API', () => {
    const robots = read('../public/robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/login$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});
