import type { PageSize } from '@abono/domain';
import type { ListView } from '../../lib/listView';
import type { TableSort } from './types';

/**
 * The DataTable's paging and sort props bound to a list view in the URL: the table's column id
 * is the API's `sort`, its direction the view's `order`.
 */
export function listTableProps<S extends string>(
  view: ListView<S>,
  onViewChange: (patch: Partial<ListView<S>>) => void,
) {
  return {
    page: view.page,
    pageSize: view.pageSize,
    onPageChange: (page: number) => onViewChange({ page }),
    onPageSizeChange: (pageSize: number) => onViewChange({ pageSize: pageSize as PageSize }),
    sort: { id: view.sort, desc: view.order === 'desc' } satisfies TableSort,
    onSortChange: (sort: TableSort) => onViewChange({ sort: sort.id as S, order: sort.desc ? 'desc' : 'asc' }),
  };
}
