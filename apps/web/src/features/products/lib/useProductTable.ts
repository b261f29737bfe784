import { DEFAULT_PAGE_SIZE, type ProductSummary } from '@abono/domain';
import { useMemo, useState } from 'react';
import type { TableSort } from '../../../components/DataTable/types';

/** The value each sortable column sorts by: text es-MX, then active before inactive. */
function sortValue(product: ProductSummary, column: string, typeLabel: (type: string) => string): string {
  if (column === 'description') return product.description;
  if (column === 'type') return typeLabel(product.type);
  if (column === 'status') return product.is_active ? '0' : '1';
  return product.name;
}

/**
 * The catalogue is answered whole (a handful of products, not a history of thousands): the
 * DataTable's sort and page over it in memory, and the table's props for them.
 */
export function useProductTable(rows: readonly ProductSummary[], typeLabel: (type: string) => string) {
  const [sort, setSort] = useState<TableSort>({ id: 'name', desc: false });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const sorted = useMemo(() => {
    const out = [...rows].sort((a, b) => {
      const order = sortValue(a, sort.id, typeLabel).localeCompare(sortValue(b, sort.id, typeLabel), 'es-MX');
      return (sort.desc ? -order : order) || a.id - b.id;
    });
    return out;
  }, [rows, sort, typeLabel]);
  // A deletion may empty the last page: show the last one that still has rows.
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, lastPage);
  return {
    rows: sorted.slice((current - 1) * pageSize, current * pageSize),
    tableProps: {
      total: sorted.length,
      page: current,
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
