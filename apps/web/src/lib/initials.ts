/**
 * Up to two upper-case initials of a name ("Ana María López" → "AL"); falls back to the first letters of `fallback`.
 */
export function initials(name: string | null | undefined, fallback = '?'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback.trim().slice(0, 2).toUpperCase() || '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
}
