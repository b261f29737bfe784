import { sql, type SQL } from 'drizzle-orm';

/** ILIKE pattern for "contains", with the user's own % and _ (and \) taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The right side of `<folded text> LIKE …`: the "contains" pattern of what the user typed, folded
 * by the database's search_fold (lower case, accents removed; migration 0007, decision 052), the
 * same function that folds the searched text, so "gomez", "GÓMEZ" and "gómez" find the same rows.
 */
export function foldedContains(search: string): SQL {
  return sql`search_fold(${containsPattern(search)})`;
}
