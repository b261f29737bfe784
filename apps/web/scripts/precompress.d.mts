import type { Plugin } from 'vite';

export const COMPRESSIBLE: RegExp;
/** Writes `<file>.br` and `<file>.gz` for every compressible file under `dir`; returns how many files. */
export function precompressDir(dir: string): number;
/** Writes `<file>.br` and `<file>.gz` beside one file. */
export function precompressFile(file: string): void;
/** Vite plugin (build only): Brotli and gzip files beside every text file of dist/. */
export function precompress(): Plugin;
