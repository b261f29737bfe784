import type { Plugin } from 'vite';

/** The stylesheet import for a Mantine class-map module, or null when it is not one. */
export function mantineStylesheetFor(id: string): string | null;
/** Vite plugin: each Mantine component's CSS follows its JS into the same chunk. */
export function mantineComponentCss(): Plugin;
