export const BADGE_CAP = 99;

/** The unread badge text: nothing at 0, the number up to 99, then '99+'. */
export function badgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
