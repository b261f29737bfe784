import type { EmployeeImportResult } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { createQueryClient } from '../../../app/queryClient';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../lib/saveBlob';
import { sessionHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { listServer, makeRow, signIn } from '../testing/employeeFixtures';
import { EmployeesPage } from './EmployeesPage';

vi.mock('../../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (name = 'empleados.xlsx', type = XLSX) => new File(['PK\u0003\u0004 libro'], name, { type });

/** POST /api/employees/import answering `result`, recording the company and Idempotency-Key of each call. */
function importServer(result: EmployeeImportResult | { status: number; body: Record<string, unknown> }) {
  const calls: { companyId: string | null; key: string | null }[] = [];
  server.use(
    mswHttp.post('/api/employees/import', async ({ request }) => {
      const form = await request.formData();
      calls.push({ companyId: form.get('company_id') as string | null, key: request.headers.get('idempotency-key') });
      return 'status' in result ? HttpResponse.json(result.body, { status: result.status }) : HttpResponse.json(result);
    }),
  );
  return calls;
}

const ok = (row: number, controlNumber: string) => ({ row, controlNumber, action: 'created' as const });

/** The list page with the import dialog open. */
async function openImport() {
  const list = listServer([makeRow()]);
  const { user: sessionUser, client } = signIn(createQueryClient(), 'hr');
  server.use(...sessionHandlers({ user: sessionUser }));
  renderWithProviders(<EmployeesPage />, { path: '/employees', client });
  // The person chooses "All files" in the picker: the dialog itself must refuse what is not .xlsx.
  const user = userEvent.setup({ applyAccept: false });
  await user.click(await screen.findByTestId('employees-import'));
  const dialog = await screen.findByTestId('import-dialog');
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { user, dialog, input, list };
}

beforeEach(() => vi.mocked(saveBlob).mockReset());
afterEach(() => notifications.clean());

describe('ImportEmployeesDialog', () => {
  it('refuses a file that is not .xlsx, by type and name, before sending anything', async () => {
    const calls = importServer({ results: { success: [], errors: [] } });
    const { user, input } = await openImport();
    expect(input).toHaveAttribute('accept', expect.stringContaining('.xlsx'));
    for (const file of [
      new File(['a,b'], 'empleados.csv', { type: 'text/csv' }),
      new File(['x'], 'empleados.xls', { type: 'application/vnd.ms-excel' }),
    ]) {
      await user.upload(input, file);
      expect(await screen.findByTestId('import-file-error')).toHaveTextContent(
        'Tipo de archivo no válido. Solo se permiten archivos .xlsx',
      );
      expect(screen.queryByTestId('import-file')).not.toBeInTheDocument();
      expect(screen.getByTestId('import-submit')).toBeDisabled();
    }
    // A good file clears the message; the remove button takes it away again.
    await user.upload(input, xlsx());
    expect(screen.queryByTestId('import-file-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('import-file')).toHaveTextContent('empleados.xlsx');
    await user.click(screen.getByTestId('import-remove'));
    expect(screen.queryByTestId('import-file')).not.toBeInTheDocument();
    expect(screen.getByTestId('import-submit')).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('a damaged .xlsx the server refuses by content says .xlsx only, and the message goes with the file', async () => {
    importServer({
      status: 415,
      body: { error: 'invalid_spreadsheet_type', message: 'Sube un archivo de Excel (.xlsx o .xls).' },
    });
    const { user, input } = await openImport();
    await user.upload(input, xlsx('dañado.xlsx'));
    await user.click(screen.getByTestId('import-submit'));
    const error = await screen.findByTestId('import-error');
    expect(error).toHaveTextContent('Tipo de archivo no válido. Solo se permiten archivos .xlsx');
    expect(error.textContent).not.toContain('.xls)');
    await user.click(screen.getByTestId('import-remove'));
    expect(screen.queryByTestId('import-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('import-file')).not.toBeInTheDocument();
  });

  it('all rows saved: success toast with the count, the dialog closes and the list is read again', async () => {
    const calls = importServer({ results: { success: [ok(2, 'IB-1'), ok(3, 'IB-2'), ok(4, 'IB-3')], errors: [] } });
    const { user, input, list } = await openImport();
    await user.upload(input, xlsx());
    const before = list.queries.length;
    await user.click(screen.getByTestId('import-submit'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Empleados importados: 3');
    await waitFor(() => expect(screen.queryByTestId('import-dialog')).not.toBeInTheDocument());
    expect(list.queries.length).toBeGreaterThan(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.companyId).toBe('1');
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByTestId('import-errors-panel')).not.toBeInTheDocument();
  });

  it('a partial import warns with both counts, reloads the list and opens the error panel with the rows', async () => {
    importServer({
      results: {
        success: [ok(2, 'IB-0201'), ok(3, '00457')],
        errors: [
          { row: 4, controlNumber: 'IB-0203', error: 'Falta el nombre' },
          { row: 5, controlNumber: 'IB-0204', error: 'El correo no es válido; El estatus debe ser Contratado o Baja' },
          { row: 7, controlNumber: 'IB-0201', error: 'Número de control repetido en el archivo' },
        ],
      },
    });
    const { user, input, list } = await openImport();
    await user.upload(input, xlsx());
    const before = list.queries.length;
    await user.click(screen.getByTestId('import-submit'));
    expect(await screen.findByTestId('toast-warning')).toHaveTextContent(
      'Importación parcial. Importados: 2 · Con errores: 3',
    );
    const panel = await screen.findByTestId('import-errors-panel');
    expect(screen.queryByTestId('import-dialog')).not.toBeInTheDocument();
    const table = within(panel).getByTestId('import-errors-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Número de control', 'Fila', 'Error']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['IB-0203', '4', 'Falta el nombre'],
      ['IB-0204', '5', 'El correo no es válido; El estatus debe ser Contratado o Baja'],
      ['IB-0201', '7', 'Número de control repetido en el archivo'],
    ]);
    await waitFor(() => expect(list.queries.length).toBeGreaterThan(before));
  });

  it('an import where every row failed is an error with the count, and the panel lists them', async () => {
    importServer({
      results: { success: [], errors: [{ row: 2, controlNumber: '', error: 'Falta el número de control' }] },
    });
    const { user, input } = await openImport();
    await user.upload(input, xlsx());
    await user.click(screen.getByTestId('import-submit'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent(
      'No se importó ningún empleado. Filas con errores: 1',
    );
    const panel = await screen.findByTestId('import-errors-panel');
    expect(within(panel).getByTestId('import-error-row-2')).toHaveTextContent('Falta el número de control');
    expect(screen.queryByTestId('toast-success')).not.toBeInTheDocument();
  });

  it('shows the upload progress and cannot be closed or resubmitted while the file is on its way', async () => {
    let release: () => void = () => undefined;
    server.use(
      mswHttp.post(
        '/api/employees/import',
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json({ results: { success: [ok(2, 'IB-1')], errors: [] } }));
          }),
      ),
    );
    const { user, input } = await openImport();
    await user.upload(input, xlsx());
    await user.click(screen.getByTestId('import-submit'));
    expect(await screen.findByTestId('import-progress')).toBeInTheDocument();
    expect(screen.getByTestId('import-submit')).toBeDisabled();
    expect(screen.getByTestId('import-pick')).toBeDisabled();
    expect(screen.getByTestId('import-remove')).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('import-dialog')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Empleados importados: 1');
  });

  it("a refused file (the server's 4xx) stays in the dialog with its message", async () => {
    importServer({ status: 400, body: { error: 'spreadsheet_unsafe', message: 'El archivo no es seguro.' } });
    const { user, input } = await openImport();
    await user.upload(input, xlsx('renombrado.xlsx', ''));
    await user.click(screen.getByTestId('import-submit'));
    expect(await screen.findByTestId('import-error')).toHaveTextContent(
      'El archivo no es seguro: tiene demasiadas partes o se expande demasiado al descomprimirlo.',
    );
    expect(screen.getByTestId('import-dialog')).toBeInTheDocument();
    expect(screen.getByTestId('import-submit')).toBeEnabled();
  });

  it('downloads the template under the name the server gives, or says it could not', async () => {
    server.use(
      mswHttp.get(
        '/api/employees/template',
        () =>
          new HttpResponse('PK', {
            headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="plantilla_empleados.xlsx"' },
          }),
      ),
    );
    const { user } = await openImport();
    await user.click(screen.getByTestId('import-template'));
    await waitFor(() =>
      expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'plantilla_empleados.xlsx'),
    );

    server.use(
      mswHttp.get('/api/employees/template', () =>
        HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByTestId('import-template'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('No fue posible descargar la plantilla');
    expect(vi.mocked(saveBlob)).toHaveBeenCalledTimes(1);
  });
});
