import type { Plugin } from 'vite';

export const COMPRESSIBLE: RegExp;
/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir`; returns how many files. */
export function precompressDir(dir: string): number;
/** Vite plugin (build only): Brotli and gzip files beside every text file of dist/. */
export function precompress(): Plugin;
