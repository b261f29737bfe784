import { foldText } from '@abono/domain';

export interface LocalPage<T> {
  rows: T[];
  /** Rows matching the search (all pages). */
  total: number;
}

/**
 * One page of a list the server answers whole (treasury's lists are a company's loans in flight,
 * not its history of thousands): the rows whose fields contain the search, accents and case
 * aside, sorted by `sortKey` and cut to the page.
 */
export function localPage<T>(
  rows: readonly T[],
  options: {
    search: string;
    fields: (row: T) => string[];
    sortKey: (row: T) => string | number;
    desc: boolean;
    page: number;
    pageSize: number;
  },
): LocalPage<T> {
  const needle = foldText(options.search.trim());
  const matching = needle
    ? rows.filter((row) => options.fields(row).some((f) => foldText(f).includes(needle)))
    : [...rows];
  matching.sort((a, b) => {
    const x = options.sortKey(a);
    const y = options.sortKey(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'es');
    return options.desc ? -order : order;
  });
  const start = (options.page - 1) * options.pageSize;
  return { rows: matching.slice(start, start + options.pageSize), total: matching.length };
}
