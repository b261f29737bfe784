import { describe, expect, it } from 'vitest';
import { lazyPreloads, preloadsBeyondDirectImports } from './lazyPreloads.mjs';

/** A shell chunk importing a menu and a button; the menu imports a popover, which imports a focus trap. */
const IMPORTS: Record<string, string[]> = {
  'assets/AppLayout.js': ['assets/Menu.js', 'assets/Button.js'],
  'assets/Menu.js': ['assets/Popover.js'],
  'assets/Popover.js': ['assets/FocusTrap.js'],
};
const SHELL_DEPS = ['assets/Menu.js', 'assets/Button.js', 'assets/Popover.js', 'assets/FocusTrap.js'];

describe('lazy imports preload only what the browser cannot find in one step (decision 082)', () => {
  it('leaves out the chunks the imported chunk imports itself, keeps the deeper ones', () => {
    expect(preloadsBeyondDirectImports('assets/AppLayout.js', SHELL_DEPS, (f) => IMPORTS[f] ?? [])).toEqual([
      'assets/Popover.js',
      'assets/FocusTrap.js',
    ]);
  });

  it("keeps index.html's preloads, and every dep of a chunk it knows nothing about", async () => {
    const { plugin, resolveDependencies } = lazyPreloads();
    expect(resolveDependencies('index.html', SHELL_DEPS, { hostId: 'index.html', hostType: 'html' })).toEqual(
      SHELL_DEPS,
    );
    expect(resolveDependencies('assets/AppLayout.js', SHELL_DEPS, { hostId: 'x', hostType: 'js' })).toEqual(SHELL_DEPS);

    // Once the bundle is known (the plugin's generateBundle), the direct imports are left out.
    const bundle = Object.fromEntries(
      Object.entries(IMPORTS).map(([fileName, imports]) => [fileName, { type: 'chunk', fileName, imports }]),
    );
    const hook = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, bundle);
    expect(resolveDependencies('assets/AppLayout.js', SHELL_DEPS, { hostId: 'x', hostType: 'js' })).toEqual([
      'assets/Popover.js',
      'assets/FocusTrap.js',
    ]);
  });
});
