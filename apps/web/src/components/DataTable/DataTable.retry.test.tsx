import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { DataTable } from './DataTable';

interface Row {
  id: number;
  control: string;
}

const columns: ColumnDef<Row, unknown>[] = [{ id: 'control', header: 'Número de control', accessorKey: 'control' }];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return renderWithProviders(
    <DataTable<Row>
      label="Prueba"
      columns={columns}
      data={[{ id: 8, control: 'IB-0008' }]}
      total={1}
      page={1}
      pageSize={10}
      onPageChange={() => undefined}
      onPageSizeChange={() => undefined}
      sort={null}
      onSortChange={() => undefined}
      rowId={(r) => r.id}
      selection={new Set()}
      onSelectionChange={() => undefined}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it("a row's checkbox is named by the row, not only 'Seleccionar fila'", async () => {
    renderTable({ rowLabel: (r) => `${r.control} María Pérez` });
    expect(await screen.findByRole('checkbox', { name: 'Seleccionar IB-0008 María Pérez' })).toBeInTheDocument();
  });

  it('a failed load shows its error with «Reintentar», which loads again', async () => {
    const retry = vi.fn();
    const user = userEvent.setup();
    renderTable({ data: [], total: 0, error: 'No se pudo cargar la lista', onRetry: retry });
    const error = await screen.findByTestId('table-error');
    expect(error).toHaveTextContent('No se pudo cargar la lista');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
