/** How many numbered page buttons the footer shows (spec 02 "Generic table"). */
export const PAGE_WINDOW_SIZE = 5;

/** The numbered pages around `page`: up to 5, kept inside 1…pageCount, the current one centred when possible. */
export function pageWindow(page: number, pageCount: number, size = PAGE_WINDOW_SIZE): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const length = Math.min(size, pageCount);
  const start = Math.min(Math.max(current - Math.floor(size / 2), 1), pageCount - length + 1);
  return Array.from({ length }, (_, i) => start + i);
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
