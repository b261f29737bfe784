/**
 * Finds a header row by its text, not by position: real exports put title rows
 * above it, capitalise it, add stray spaces, accents or a required-field asterisk, and add
 * columns of their own.
 */
import type { Cell } from './readSheetRows';

/** "  NÚMERO DE  control* " → "numero de control". */
export function normalizeHeader(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\*/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The column index of each wanted header when the row holds all of the required ones, else null. */
export function matchHeader<K extends string>(
  cells: readonly Cell[],
  headers: Record<K, string>,
  optional: readonly K[] = [],
): Record<K, number> | null {
  const positions = new Map<string, number>();
  cells.forEach((cell, index) => {
    if (typeof cell === 'string' && cell.length <= 200) {
      const key = normalizeHeader(cell);
      if (!positions.has(key)) positions.set(key, index);
    }
  });
  const found = {} as Record<K, number>;
  for (const key of Object.keys(headers) as K[]) {
    const index = positions.get(normalizeHeader(headers[key]));
    if (index === undefined) {
      if (!optional.includes(key)) return null;
      found[key] = -1;
    } else found[key] = index;
  }
  return found;
}
