import type { Plugin } from 'vite';

/** The declaration fields the browser never reads: the zod schemas and the server's metadata. */
export const SERVER_ONLY_FIELDS: readonly string[];
/** The source with the server-only fields of every `defineRoute({…})` literal removed (null: nothing to do). */
export function stripServerFields(code: string, id?: string): { code: string; map: unknown } | null;
/** Vite plugin (build only): route declarations without their zod schemas in the browser's build. */
export function contractForBrowser(): Plugin;
