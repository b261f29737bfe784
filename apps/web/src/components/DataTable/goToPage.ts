/**
 * The go-to-page input: only a whole number from 1 to the page count (spec 02 "Generic table").
 * Digits only, so "2.5", "1e1", "-1" and full-width digits are refused rather than rounded.
 */
export function parseGoToPage(text: string, pageCount: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= pageCount ? page : null;
}
