/** ILIKE pattern for "contains", with the user's own % and _ (and \) taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
