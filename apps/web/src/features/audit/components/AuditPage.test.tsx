import type { AuditList, AuditRow } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../lib/saveBlob';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { AuditPage } from './AuditPage';

vi.mock('../../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));

function row(id: number, over: Partial<AuditRow> = {}): AuditRow {
  return {
    id,
    created_at: '2026-11-03T18:00:00.000Z',
    actor_user_id: 7,
    actor_name: 'Ana Administradora',
    entity_type: 'settings',
    entity_id: 1,
    action: 'update',
    from_status: null,
    to_status: null,
    changes: { interest_rate: { from: '2.5', to: '3' } },
    ...over,
  };
}

/** The log's server: answers the page asked and records every query string. */
function auditServer(
  answer: (url: URL) => AuditList = () => ({
    total: 2,
    total_capped: false,
    page: 1,
    page_size: 25,
    rows: [
      row(2),
      row(1, {
        entity_type: 'loan',
        action: 'approve',
        from_status: 'pending',
        to_status: 'approved',
        changes: {},
        actor_user_id: null,
        actor_name: null,
      }),
    ],
  }),
) {
  const asked: URLSearchParams[] = [];
  server.use(
    mswHttp.get('/api/audit', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.searchParams);
      return HttpResponse.json(answer(url));
    }),
  );
  return asked;
}

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

beforeEach(() => {
  setSelectedCompanyId(1);
  vi.mocked(saveBlob).mockReset();
});
afterEach(() => notifications.clean());

describe('AuditPage', () => {
  it('asks for a company first and reads nothing without one', async () => {
    setSelectedCompanyId(null);
    const asked = auditServer();
    renderWithProviders(<AuditPage />);
    expect(await screen.findByTestId('audit-no-company')).toHaveTextContent('Selecciona una empresa primero');
    expect(asked).toEqual([]);
  });

  it('shows who, what, when and the changed fields before → after, newest first, and passes axe', async () => {
    const asked = auditServer();
    renderWithProviders(<AuditPage />);
    const first = await screen.findByTestId('audit-row-2');
    expect(first).toHaveTextContent('Ana Administradora');
    // The row names the entity and its id ("Configuración", then "#" and the id 1).
    expect(first).toHaveTextContent(`Configuración #${1}`);
    expect(first).toHaveTextContent('interest_rate: 2.5 → 3');
    // 18:00 UTC is noon in Mexico City.
    expect(first).toHaveTextContent('12:00:00');
    const second = screen.getByTestId('audit-row-1');
    expect(second).toHaveTextContent('Sistema');
    expect(second).toHaveTextContent('status: pending → approved');
    expect(asked[0]!.get('company_id')).toBe('1');
    expect(asked[0]!.get('page')).toBe('1');
    await expectNoAxeViolations();
  });

  it('filters on the server by dates and a user chosen from a row, back to page 1', async () => {
    const asked = auditServer();
    renderWithProviders(<AuditPage />);
    const user = userEvent.setup();
    await screen.findByTestId('audit-row-2');

    await user.click(
      within(screen.getByTestId('audit-row-2')).getByRole('button', { name: 'Filtrar por Ana Administradora' }),
    );
    expect(await screen.findByTestId('audit-filter-user')).toHaveTextContent('Usuario: Ana Administradora');
    await waitFor(() => expect(asked.at(-1)!.get('user_id')).toBe('7'));

    fireEvent.change(screen.getByTestId('audit-filter-from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(asked.at(-1)!.get('from')).toBe('2026-11-01'));

    await user.click(screen.getByRole('button', { name: 'Quitar el filtro de Ana Administradora' }));
    await waitFor(() => expect(asked.at(-1)!.get('user_id')).toBeNull());
    expect(asked.at(-1)!.get('page')).toBe('1');
  });

  it('a capped total says so; a failed load shows the error', async () => {
    auditServer(() => ({ total: 10000, total_capped: true, page: 1, page_size: 25, rows: [row(5)] }));
    const { unmount } = renderWithProviders(<AuditPage />);
    expect(await screen.findByTestId('audit-capped')).toHaveTextContent('Hay más de 10,000 movimientos');
    unmount();

    server.use(mswHttp.get('/api/audit', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<AuditPage />);
    expect(await screen.findByText('Error al cargar la bitácora', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('exports the filtered log under the server name', async () => {
    auditServer();
    let exported: URLSearchParams | null = null;
    server.use(
      mswHttp.get('/api/audit/export', ({ request }) => {
        exported = new URL(request.url).searchParams;
        return new HttpResponse('xlsx', {
          headers: { 'content-disposition': 'attachment; filename="bitacora_20261127.xlsx"' },
        });
      }),
    );
    renderWithProviders(<AuditPage />);
    const user = userEvent.setup();
    await screen.findByTestId('audit-row-2');
    await user.click(screen.getByTestId('audit-export'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('bitacora_20261127.xlsx');
    expect(exported!.get('company_id')).toBe('1');
    expect(vi.mocked(saveBlob)).toHaveBeenCalledTimes(1);
  });
});
