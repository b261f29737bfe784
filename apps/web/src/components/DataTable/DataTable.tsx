/**
 * The generic table of every back-office list (spec 02 "Generic table"): TanStack
 * Table underneath, with paging, sorting and filtering on the server (a company can hold tens
 * of thousands of rows). Sortable headers are buttons with aria-sort; the footer has the range,
 * the page size, a window of 5 numbered pages and a go-to-page input; rows can be selected
 * with a header checkbox for the current page. Below 768 px the table scrolls sideways
 * inside its frame (decision 028).
 */
import { PAGE_SIZES } from '@abono/domain';
import { Alert, Button, Checkbox, Group, Loader, Table, Text } from '@mantine/core';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DataTable.module.css';
import { DataTableFooter } from './DataTableFooter';
import { pageCountOf } from './pageWindow';
import { pageSelectionState, togglePage, toggleRow } from './selection';
import { SortHeader } from './SortHeader';
import type { TableSort } from './types';

export type { TableSort };

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
  /** One page of rows, as the server answered it. */
  data: readonly T[];
  /** Rows matching the filters on the server (all pages). */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
  /** A load is under way: a spinner when there are no rows yet, else the previous rows dimmed. */
  loading?: boolean;
  /** The message of a failed load; the table shows it instead of the rows. */
  error?: string | null;
  /** Loads again after a failure: the error shows a «Reintentar» button. */
  onRetry?: () => void;
  rowId: (row: T) => number;
  /** Selected row ids (across pages); omit both to hide the checkboxes. */
  selection?: ReadonlySet<number>;
  onSelectionChange?: (next: Set<number>) => void;
  /**
   * Names a row for its checkbox ("Seleccionar IB-0008 María Pérez"); without it the checkbox says only "Seleccionar
   * fila".
   */
  rowLabel?: (row: T) => string;
  /** Defaults to the catalog's "No hay registros". */
  emptyText?: string;
  /** Defaults to the domain's PAGE_SIZES (10 … 1000), the sizes the API accepts. */
  pageSizes?: readonly number[];
  /** Accessible name of the table. */
  label: string;
  testId?: string;
  rowTestId?: (row: T) => string;
}

export function DataTable<T>({
  columns,
  data: answeredData,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sort,
  onSortChange,
  loading: answeredLoading = false,
  error: answeredError = null,
  onRetry,
  rowId,
  selection,
  onSelectionChange,
  rowLabel,
  emptyText,
  pageSizes = PAGE_SIZES,
  label,
  testId = 'data-table',
  rowTestId,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  // The rows arrive as a query's urgent update, rendered to the end in one task; a page of rows with
  // their badges and menus was a 300 ms task on a phone's CPU. Deferred together (one object, so the
  // body never shows new rows with an old loading flag), React renders them at transition priority,
  // in slices that yield to the browser (decision 102).
  const answered = useMemo(
    () => ({ data: answeredData, loading: answeredLoading, error: answeredError }),
    [answeredData, answeredLoading, answeredError],
  );
  const { data, loading, error } = useDeferredValue(answered);
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
  const selected =
    selection !== undefined && onSelectionChange !== undefined ? { set: selection, change: onSelectionChange } : null;
  const pageState = selected ? pageSelectionState(selected.set, pageIds) : 'none';
  const width = columns.length + (selected ? 1 : 0);
  const messageRow = (content: ReactNode) => (
    <Table.Tr>
      <Table.Td colSpan={width} ta="center" py="lg">
        {content}
      </Table.Td>
    </Table.Tr>
  );

  let body: ReactNode;
  if (error) {
    body = messageRow(
      <Alert color="red" variant="light" role="alert" ta="left" data-testid="table-error">
        <Group justify="space-between" gap="sm">
          <span>{error}</span>
          {onRetry && (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={onRetry}
              loading={loading}
              data-testid="table-retry"
            >
              {t('table.retry')}
            </Button>
          )}
        </Group>
      </Alert>,
    );
  } else if (data.length === 0 && loading) {
    body = messageRow(<Loader size="sm" aria-label={t('table.loading')} data-testid="table-loading" />);
  } else if (data.length === 0) {
    body = messageRow(
      <Text c="dimmed" data-testid="table-empty">
        {emptyText ?? t('table.empty')}
      </Text>,
    );
  } else {
    body = table.getRowModel().rows.map((row) => {
      const id = rowId(row.original);
      return (
        <Table.Tr
          key={row.id}
          data-testid={rowTestId?.(row.original)}
          aria-selected={selected ? selected.set.has(id) : undefined}
        >
          {selected && (
            <Table.Td>
              <Checkbox
                aria-label={
                  rowLabel ? t('table.select_row_named', { row: rowLabel(row.original) }) : t('table.select_row')
                }
                checked={selected.set.has(id)}
                onChange={() => selected.change(toggleRow(selected.set, id))}
                data-testid={`row-select-${id}`}
              />
            </Table.Td>
          )}
          {row.getVisibleCells().map((cell) => (
            <Table.Td
              key={cell.id}
              ta={cell.column.columnDef.meta?.align}
              style={cell.column.columnDef.meta?.nowrap ? { whiteSpace: 'nowrap' } : undefined}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </Table.Td>
          ))}
        </Table.Tr>
      );
    });
  }

  // Refetching keeps the previous rows on screen, dimmed, so the page does not jump.
  const refetching = loading && data.length > 0 && !error;
  const firstLoad = loading && data.length === 0 && !error;
  return (
    <div data-testid={testId} aria-busy={loading}>
      <div className={classes.scroll}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          horizontalSpacing={4}
          fz={13}
          className={refetching ? `${classes.table} ${classes.loading}` : classes.table}
          aria-label={label}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {selected && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('table.select_page')}
                      checked={pageState === 'all'}
                      indeterminate={pageState === 'some'}
                      disabled={pageIds.length === 0}
                      onChange={() => selected.change(togglePage(selected.set, pageIds))}
                      data-testid="select-page"
                    />
                  </Table.Th>
                )}
                {group.headers.map((header) => (
                  <SortHeader key={header.id} header={header} sort={sort} onSortChange={onSortChange} />
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </div>
      {/* Not while the first page loads: the rows would push it down as they arrive (a layout shift). */}
      {!firstLoad && (
        <DataTableFooter
          total={total}
          page={page}
          pageSize={pageSize}
          pageCount={pageCount}
          pageSizes={pageSizes}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </div>
  );
}
