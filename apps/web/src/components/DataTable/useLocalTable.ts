import { DEFAULT_PAGE_SIZE } from '@abono/domain';
import { useCallback, useMemo, useState } from 'react';
import type { TableSort } from './types';
import { localPage } from './localRows';

export interface LocalTableOptions<T> {
  fields: (row: T) => string[];
  /** The value each sortable column id sorts by. */
  sortValue: (row: T, columnId: string) => string | number;
  defaultSort: TableSort;
}

/**
 * The shared DataTable over a list held whole in memory: its search, sort and page, and the
 * table's paging and sort props. A new search or sort starts again at page 1.
 */
export function useLocalTable<T>(rows: readonly T[], { fields, sortValue, defaultSort }: LocalTableOptions<T>) {
  const [search, setSearchState] = useState('');
  const [sort, setSort] = useState<TableSort>(defaultSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const current = useMemo(
    () =>
      localPage(rows, {
        search,
        fields,
        sortKey: (row) => sortValue(row, sort.id),
        desc: sort.desc,
        page,
        pageSize,
      }),
    [rows, search, fields, sortValue, sort, page, pageSize],
  );
  // Stable: the search box restarts its debounce when this changes.
  const setSearch = useCallback((value: string) => {
    setSearchState(value);
    setPage(1);
  }, []);
  return {
    search,
    setSearch,
    rows: current.rows,
    tableProps: {
      total: current.total,
      page,
      pageSize,
      onPageChange: setPage,
      onPageSizeChange: (size: number) => {
        setPageSize(size);
        setPage(1);
      },
      sort,
      onSortChange: (next: TableSort) => {
        setSort(next);
        setPage(1);
      },
    },
  };
}
