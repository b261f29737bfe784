/**
 * Text as a search compares it: accents and other combining marks removed (after NFD, so "ñ" is
 * "n" and a name saved decomposed matches one typed composed), lower case. The JavaScript twin of
 * the database's search_fold (migration 0007, decision 052), for lists already in memory and for
 * the import's Spanish labels.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
