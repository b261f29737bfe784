import { Table } from '@mantine/core';
import { flexRender, type Header } from '@tanstack/react-table';
import classes from './DataTable.module.css';
import type { TableSort } from './types';

export interface SortHeaderProps<T> {
  header: Header<T, unknown>;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
}

/**
 * A column header. Sortable columns (the default; opt out with `enableSorting: false`) get a
 * real button, so Tab and Enter/Space work, and the th carries aria-sort. A first click sorts
 * ascending, the next ones flip the order.
 */
export function SortHeader<T>({ header, sort, onSortChange }: SortHeaderProps<T>) {
  const { column } = header;
  // The server sorts (manual sorting), so a column needs no accessor to be sortable:
  // TanStack's getCanSort() would say no for cell-only columns, such as every credits column.
  const canSort = column.columnDef.enableSorting !== false;
  const active = sort?.id === column.id;
  const desc = active && sort.desc;
  const ariaSort = !canSort ? undefined : active ? (desc ? 'descending' : 'ascending') : 'none';
  const content = flexRender(column.columnDef.header, header.getContext());
  return (
    <Table.Th aria-sort={ariaSort} ta={column.columnDef.meta?.align} data-testid={`th-${column.id}`}>
      {canSort ? (
        <button
          type="button"
          className={classes.sortButton}
          onClick={() => onSortChange({ id: column.id, desc: active ? !desc : false })}
        >
          {content}
          <span aria-hidden="true" className={classes.sortIcon}>
            {active ? (desc ? '▼' : '▲') : '↕'}
          </span>
        </button>
      ) : (
        content
      )}
    </Table.Th>
  );
}
