/**
 * The generic table of every back-office list (spec 02 "Generic table", issue 8 §1): TanStack
 * Table underneath, with paging, sorting and filtering on the server (a company can hold tens
 * of thousands of rows). Sortable headers are buttons with aria-sort; the footer has the range,
 * the page size, a window of 5 numbered pages and a go-to-page input; rows can be selected
 * with a header checkbox for the current page. Below 768 px the table scrolls sideways
 * inside its frame (decision 028).
 */
import { PAGE_SIZES } from '@abono/domain';
import { Alert, Checkbox, Loader, Table, Text } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DataTable.module.css';
import { DataTableFooter } from './DataTableFooter';
import { pageCountOf } from './pageWindow';

export interface TableSort {
  id: string;
  desc: boolean;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the interface must keep TanStack's type parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    align?: 'left' | 'right' | 'center';
    /** Keep the cell on one line (badges, money, dates). */
    nowrap?: boolean;
  }
}

export interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  data: readonly T[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
  loading?: boolean;
  /** The message of a failed load; the table shows it instead of the rows. */
  error?: string | null;
  rowId: (row: T) => number;
  /** Selected row ids (across pages); omit both to hide the checkboxes. */
  selection?: ReadonlySet<number>;
  onSelectionChange?: (next: Set<number>) => void;
  emptyText?: string;
  pageSizes?: readonly number[];
  /** Accessible name of the table. */
  label: string;
  testId?: string;
  rowTestId?: (row: T) => string;
}

export function DataTable<T>({
  columns,
  data,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sort,
  onSortChange,
  loading = false,
  error = null,
  rowId,
  selection,
  onSelectionChange,
  emptyText,
  pageSizes = PAGE_SIZES,
  label,
  testId = 'data-table',
  rowTestId,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const pageCount = pageCountOf(total, pageSize);
  const table = useReactTable<T>({
    columns,
    data: data as T[],
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount,
    getRowId: (row) => String(rowId(row)),
    state: { sorting: sort ? [sort] : [] },
  });

  const pageIds = useMemo(() => data.map(rowId), [data, rowId]);
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const selectedOnPage = selectable ? pageIds.filter((id) => selection.has(id)).length : 0;
  const allOnPage = pageIds.length > 0 && selectedOnPage === pageIds.length;

  const togglePage = () => {
    if (!selectable) return;
    const next = new Set(selection);
    for (const id of pageIds) {
      if (allOnPage) next.delete(id);
      else next.add(id);
    }
    onSelectionChange(next);
  };
  const toggleRow = (id: number) => {
    if (!selectable) return;
    const next = new Set(selection);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange(next);
  };

  const width = columns.length + (selectable ? 1 : 0);
  let body: React.ReactNode;
  if (error) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={width}>
          <Alert color="red" variant="light" role="alert" data-testid="table-error">
            {error}
          </Alert>
        </Table.Td>
      </Table.Tr>
    );
  } else if (data.length === 0 && loading) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={width} ta="center" py="lg">
          <Loader size="sm" aria-label={t('table.loading')} data-testid="table-loading" />
        </Table.Td>
      </Table.Tr>
    );
  } else if (data.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={width} ta="center" py="lg">
          <Text c="dimmed" data-testid="table-empty">
            {emptyText ?? t('table.empty')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => {
      const id = rowId(row.original);
      return (
        <Table.Tr key={row.id} data-testid={rowTestId?.(row.original)} aria-selected={selectable ? selection.has(id) : undefined}>
          {selectable && (
            <Table.Td>
              <Checkbox aria-label={t('table.select_row')} checked={selection.has(id)} onChange={() => toggleRow(id)} data-testid={`row-select-${id}`} />
            </Table.Td>
          )}
          {row.getVisibleCells().map((cell) => (
            <Table.Td key={cell.id} ta={cell.column.columnDef.meta?.align} style={cell.column.columnDef.meta?.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </Table.Td>
          ))}
        </Table.Tr>
      );
    });
  }

  return (
    <div data-testid={testId} aria-busy={loading}>
      <div className={classes.scroll}>
        <Table striped highlightOnHover verticalSpacing="xs" className={loading && data.length > 0 ? classes.loading : undefined} aria-label={label}>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {selectable && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('table.select_page')}
                      checked={allOnPage}
                      indeterminate={selectedOnPage > 0 && !allOnPage}
                      disabled={pageIds.length === 0}
                      onChange={togglePage}
                      data-testid="select-page"
                    />
                  </Table.Th>
                )}
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const active = sort?.id === header.column.id;
                  const ariaSort = !canSort ? undefined : active ? (sort.desc ? 'descending' : 'ascending') : 'none';
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <Table.Th key={header.id} aria-sort={ariaSort} ta={header.column.columnDef.meta?.align} data-testid={`th-${header.column.id}`}>
                      {canSort ? (
                        <button
                          type="button"
                          className={classes.sortButton}
                          onClick={() => onSortChange({ id: header.column.id, desc: active ? !sort.desc : false })}
                        >
                          {content}
                          <span aria-hidden="true">{active ? (sort.desc ? '▼' : '▲') : '↕'}</span>
                        </button>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </div>
      <DataTableFooter
        total={total}
        page={page}
        pageSize={pageSize}
        pageCount={pageCount}
        pageSizes={pageSizes}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}
