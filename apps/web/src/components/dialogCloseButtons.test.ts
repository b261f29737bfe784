import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

/** The props of every `<Modal …>` and `<Drawer …>` opening tag (up to the `>` that ends it). */
function dialogTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<(Modal|Drawer)(\s|>)/g)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < source.length; end++) {
      const c = source[end];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

describe('every dialog names its close button (axe button-name)', () => {
  it('each Modal and Drawer passes closeButtonProps with an aria-label, or has no close button', () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(SRC)) {
      for (const tag of dialogTags(readFileSync(file, 'utf8'))) {
        seen++;
        if (!/closeButtonProps=\{\{[^}]*'aria-label'/.test(tag) && !/withCloseButton=\{false\}/.test(tag))
          offenders.push(`${relative(SRC, file)}: ${tag.split('\n')[0]}`);
      }
    }
    expect(seen).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });
});
