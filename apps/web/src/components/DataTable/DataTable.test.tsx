import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { DataTable, type TableSort } from './DataTable';

interface Row {
  id: number;
  name: string;
}

const columns: ColumnDef<Row, unknown>[] = [
  { id: 'id', header: 'Id', accessorKey: 'id' },
  { id: 'name', header: 'Nombre', accessorKey: 'name' },
  { id: 'note', header: 'Nota', cell: () => '—', enableSorting: false },
  // A column without an accessor (as the credits and employees columns are): still sortable, by the server.
  { id: 'created', header: 'Alta', cell: () => '01/01/2026' },
];

/** A server-side table over `total` rows: the harness serves each page, as the API would. */
function Harness({
  total,
  onSort = () => undefined,
  initialPage = 1,
  error = null,
  loading = false,
}: {
  total: number;
  onSort?: (s: TableSort) => void;
  initialPage?: number;
  error?: string | null;
  loading?: boolean;
}) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<TableSort | null>({ id: 'id', desc: false });
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const all = Array.from({ length: total }, (_, i) => ({ id: i + 1, name: `Fila ${i + 1}` }));
  const data = all.slice((page - 1) * pageSize, page * pageSize);
  return (
    <>
      <DataTable
        label="Prueba"
        columns={columns}
        data={loading ? [] : data}
        total={total}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(s) => {
          setPageSize(s);
          setPage(1);
        }}
        sort={sort}
        onSortChange={(s) => {
          setSort(s);
          onSort(s);
        }}
        rowId={(r) => r.id}
        selection={selection}
        onSelectionChange={setSelection}
        error={error}
        loading={loading}
      />
      <output data-testid="selection">{[...selection].join(',')}</output>
    </>
  );
}

const rowsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]?.textContent);

describe('DataTable', () => {
  it('shows the range, 5 page buttons around the current page, and pages with them and previous/next', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness total={57} />);
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–10 de 57');
    expect(screen.getAllByRole('button', { name: /^Página \d$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByTestId('table-prev')).toBeDisabled();
    await user.click(screen.getByTestId('table-page-5'));
    expect(screen.getByTestId('table-range')).toHaveTextContent('41–50 de 57');
    expect(screen.getByTestId('table-page-5')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^Página \d$/ }).map((b) => b.textContent)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    await user.click(screen.getByTestId('table-next'));
    expect(screen.getByTestId('table-range')).toHaveTextContent('51–57 de 57');
    expect(screen.getByTestId('table-next')).toBeDisabled();
    expect(rowsShown()).toEqual(['51', '52', '53', '54', '55', '56', '57']);
  });

  it('go to page accepts only integers from 1 to the page count', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness total={57} />);
    const input = screen.getByTestId('table-go-to');
    for (const bad of ['0', '7', '2.5', 'abc']) {
      await user.clear(input);
      await user.type(input, `${bad}{Enter}`);
      expect(await screen.findByText('Escribe un número entero del 1 al 6')).toBeInTheDocument();
      expect(screen.getByTestId('table-range')).toHaveTextContent('1–10 de 57');
    }
    await user.clear(input);
    await user.type(input, '4{Enter}');
    expect(screen.getByTestId('table-range')).toHaveTextContent('31–40 de 57');
    expect(screen.queryByText('Escribe un número entero del 1 al 6')).not.toBeInTheDocument();
  });

  it('the go-to-page message goes when the result set changes', async () => {
    function Filtered() {
      const [total, setTotal] = useState(57);
      return (
        <>
          <button type="button" onClick={() => setTotal(12)}>
            Filtrar
          </button>
          <Harness total={total} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Filtered />);
    await user.type(screen.getByTestId('table-go-to'), '9{Enter}');
    expect(await screen.findByText('Escribe un número entero del 1 al 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getByTestId('table-range')).toHaveTextContent('de 12');
    expect(screen.queryByText(/Escribe un número entero/)).not.toBeInTheDocument();
    expect(screen.getByTestId('table-go-to')).toHaveValue('');
  });

  it('the page size select offers the spec sizes and changes the page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness total={57} />);
    const select = screen.getByTestId('table-page-size');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['10', '25', '50', '100', '200', '500', '1000']);
    await user.selectOptions(select, '25');
    expect(screen.getByTestId('table-range')).toHaveTextContent('1–25 de 57');
  });

  it('sortable headers are buttons with aria-sort; clicking toggles the order', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    renderWithProviders(<Harness total={3} onSort={onSort} />);
    expect(screen.getByTestId('th-id')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('th-name')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByTestId('th-note')).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByTestId('th-note')).queryByRole('button')).toBeNull();
    await user.click(within(screen.getByTestId('th-id')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'id', desc: true });
    expect(screen.getByTestId('th-id')).toHaveAttribute('aria-sort', 'descending');
    within(screen.getByTestId('th-name')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith({ id: 'name', desc: false });
    // A cell-only column sorts too: the server sorts, not TanStack.
    expect(screen.getByTestId('th-created')).toHaveAttribute('aria-sort', 'none');
    await user.click(within(screen.getByTestId('th-created')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ id: 'created', desc: false });
  });

  it('the header checkbox selects the page, and the selection survives paging', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness total={15} />);
    await user.click(screen.getByTestId('row-select-2'));
    expect(screen.getByTestId('select-page')).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByTestId('select-page'));
    expect(screen.getByTestId('selection').textContent?.split(',')).toHaveLength(10);
    await user.click(screen.getByTestId('table-page-2'));
    await user.click(screen.getByTestId('select-page'));
    expect(screen.getByTestId('selection').textContent?.split(',')).toHaveLength(15);
    await user.click(screen.getByTestId('select-page'));
    expect(screen.getByTestId('selection').textContent?.split(',')).toHaveLength(10);
  });

  it('the keyboard reaches the row and page checkboxes; Space toggles them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness total={3} />);
    screen.getByTestId('select-page').focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('selection')).toHaveTextContent('1,2,3');
    // Tab order: page checkbox, the sortable headers (Nota is not sortable), then the first row.
    await user.tab();
    expect(within(screen.getByTestId('th-id')).getByRole('button')).toHaveFocus();
    await user.tab();
    expect(within(screen.getByTestId('th-name')).getByRole('button')).toHaveFocus();
    await user.tab();
    expect(within(screen.getByTestId('th-created')).getByRole('button')).toHaveFocus();
    await user.tab();
    expect(screen.getByTestId('row-select-1')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByTestId('selection')).toHaveTextContent('2,3');
    expect(screen.getByTestId('select-page')).toHaveAttribute('data-indeterminate', 'true');
  });

  it('refetching keeps the previous rows visible and marks the table busy', () => {
    const props = {
      label: 'Prueba',
      columns,
      total: 2,
      page: 1,
      pageSize: 10,
      onPageChange: vi.fn(),
      onPageSizeChange: vi.fn(),
      sort: null,
      onSortChange: vi.fn(),
      rowId: (r: Row) => r.id,
    };
    renderWithProviders(
      <DataTable
        {...props}
        data={[
          { id: 1, name: 'Ana' },
          { id: 2, name: 'Luis' },
        ]}
        loading
      />,
    );
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.queryByTestId('table-loading')).toBeNull();
    expect(screen.getByTestId('data-table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('select-page')).toBeNull();
  });

  it('an error replaces the rows with its message; a custom empty text', () => {
    const props = {
      label: 'Prueba',
      columns,
      total: 2,
      page: 1,
      pageSize: 10,
      onPageChange: vi.fn(),
      onPageSizeChange: vi.fn(),
      sort: null,
      onSortChange: vi.fn(),
      rowId: (r: Row) => r.id,
    };
    const { unmount } = renderWithProviders(
      <DataTable {...props} data={[{ id: 1, name: 'Ana' }]} error="Sin conexión" />,
    );
    expect(screen.getByTestId('table-error')).toHaveTextContent('Sin conexión');
    expect(screen.queryByText('Ana')).toBeNull();
    unmount();
    renderWithProviders(<DataTable {...props} total={0} data={[]} emptyText="Sin créditos" />);
    expect(screen.getByTestId('table-empty')).toHaveTextContent('Sin créditos');
  });

  it('empty, loading and error states', () => {
    const { unmount } = renderWithProviders(<Harness total={0} />);
    expect(screen.getByTestId('table-empty')).toHaveTextContent('No hay registros');
    expect(screen.getByTestId('table-range')).toHaveTextContent('0–0 de 0');
    unmount();
    const loading = renderWithProviders(<Harness total={10} loading />);
    expect(screen.getByTestId('table-loading')).toBeInTheDocument();
    // The footer waits for the rows: shown above them it would be pushed down as they arrive (a layout shift).
    expect(screen.queryByTestId('table-footer')).toBeNull();
    loading.unmount();
    renderWithProviders(<Harness total={10} error="No fue posible cargar" />);
    expect(screen.getByRole('alert')).toHaveTextContent('No fue posible cargar');
  });
});
