/**
 * After a deploy, an open tab still points at the old build's hashed chunks, which
 * are gone: the next lazy route fails to import. Reloading once fetches the new
 * index.html and its chunks. The time of that reload is kept in sessionStorage so a
 * chunk that is really broken shows the error page instead of reloading forever.
 */
export const CHUNK_RELOAD_KEY = 'abono.chunkReloadAt';

/** A second failure within this window after our own reload is a real failure. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** The browser's reload, behind an object so tests can observe it (jsdom's location is not configurable). */
export const pageReloader = { reload: (): void => window.location.reload() };

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

function readReloadAt(): number | null {
  try {
    const raw = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    const at = raw === null ? NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/**
 * Reloads the page when `error` is a failed chunk and no reload of ours happened in
 * the last minute. Returns true when a reload was started.
 */
export function reloadOnceForChunkError(error: unknown, now: number = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = readReloadAt();
  if (last !== null && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without sessionStorage there is no loop guard: never reload automatically.
    return false;
  }
  pageReloader.reload();
  return true;
}
