import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { expectNoAxeViolations, makeLoan, NO_LOANS, treasuryServer } from '../testing/treasuryFixtures';
import { TreasuryPage } from './TreasuryPage';

interface Sent {
  path: string;
  body: unknown;
  key: string | null;
}

/** Four loans in the four lists; the bulk routes answer the ids they got and record each call. */
function api(): Sent[] {
  const sent: Sent[] = [];
  treasuryServer({
    loans: {
      ...NO_LOANS,
      applied: [makeLoan(1, { name: 'Rosa Díaz' }), makeLoan(2, { name: 'Juan Pérez' })],
      approved: [makeLoan(3, { name: 'Ana López', status: 'approved' })],
      error_released: [makeLoan(4, { name: 'Luis Núñez', status: 'error_released' })],
    },
  });
  const record = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as { loanIds: number[] };
    sent.push({ path: new URL(request.url).pathname, body, key: request.headers.get('idempotency-key') });
    return HttpResponse.json({ updated: body.loanIds.length, loan_ids: body.loanIds });
  };
  server.use(
    mswHttp.put('/api/treasury/confirm-loans', record),
    mswHttp.put('/api/treasury/report-loans-error', record),
  );
  return sent;
}

beforeEach(() => setSelectedCompanyId(1));
afterEach(() => notifications.clean());

describe('the pending loans tab', () => {
  it('lists the four lists with the status label, amounts and the created date', async () => {
    api();
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const row = await screen.findByTestId('pending-row-4');
    expect(row).toHaveTextContent('IB-0004');
    expect(row).toHaveTextContent('Luis Núñez');
    expect(row).toHaveTextContent('$5,000.00');
    expect(row).toHaveTextContent('$250.00');
    expect(row).toHaveTextContent('20/11/2026');
    expect(row).toHaveTextContent('Documentación completada');
    expect(screen.getAllByTestId(/^pending-row-/)).toHaveLength(4);
    await expectNoAxeViolations();
  });

  it('the search narrows the rows by name, accents aside', async () => {
    api();
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const user = userEvent.setup();
    await screen.findByTestId('pending-row-4');
    await user.type(screen.getByTestId('pending-search'), 'nunez{Enter}');
    await waitFor(() => expect(screen.getAllByTestId(/^pending-row-/)).toHaveLength(1));
    expect(screen.getByTestId('pending-row-4')).toBeInTheDocument();
  });

  it('confirming or reporting with nothing selected gives the spec error and calls nothing', async () => {
    const sent = api();
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const user = userEvent.setup();
    await screen.findByTestId('pending-row-1');
    await user.click(screen.getByTestId('bulk-confirm'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Selecciona al menos un préstamo');
    notifications.clean();
    await user.click(screen.getByTestId('bulk-report'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Selecciona al menos un préstamo');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  // And says how many were confirmed.
  it('bulk confirm asks first, sends the selection with an Idempotency-Key', async () => {
    const sent = api();
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('row-select-1'));
    await user.click(screen.getByTestId('row-select-3'));
    await user.click(screen.getByTestId('bulk-confirm'));
    const dialog = await screen.findByTestId('confirm-loans-dialog');
    await within(dialog).findByTestId('confirm-loans-ok');
    expect(dialog).toHaveTextContent('¿Confirmar el depósito de 2 préstamos?');
    await expectNoAxeViolations();
    await user.click(within(dialog).getByTestId('confirm-loans-ok'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('2 préstamos confirmados');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/api/treasury/confirm-loans');
    expect(sent[0]!.body).toEqual({ companyId: 1, loanIds: expect.arrayContaining([1, 3]) as unknown });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a refused confirm shows the server text, else the spec fallback', async () => {
    api();
    server.use(mswHttp.put('/api/treasury/confirm-loans', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('row-select-2'));
    await user.click(screen.getByTestId('bulk-confirm'));
    await user.click(await within(await screen.findByTestId('confirm-loans-dialog')).findByTestId('confirm-loans-ok'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Error al confirmar los préstamos');
  });

  it('a 409 names the control numbers of the loans that could not move', async () => {
    api();
    server.use(
      mswHttp.put('/api/treasury/confirm-loans', () =>
        HttpResponse.json(
          { error: 'bulk_not_allowed', message: 'No se puede', details: { loan_ids: [3] } },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('row-select-1'));
    await user.click(screen.getByTestId('row-select-3'));
    await user.click(screen.getByTestId('bulk-confirm'));
    await user.click(await within(await screen.findByTestId('confirm-loans-dialog')).findByTestId('confirm-loans-ok'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('No se pudieron mover: IB-0003');
  });

  it('the report-error modal needs a comment, then reports the row with it', async () => {
    const sent = api();
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('treasury-row-menu-2'));
    await user.click(await screen.findByTestId('treasury-row-report'));
    const dialog = await screen.findByTestId('report-error-dialog');
    await within(dialog).findByTestId('report-error-ok');
    await user.click(within(dialog).getByTestId('report-error-ok'));
    expect(await within(dialog).findByText('El comentario es obligatorio')).toBeInTheDocument();
    await user.type(within(dialog).getByTestId('report-error-comment'), '   ');
    await user.click(within(dialog).getByTestId('report-error-ok'));
    expect(sent).toEqual([]);
    await expectNoAxeViolations();
    await user.type(within(dialog).getByTestId('report-error-comment'), 'La cuenta fue rechazada por el banco');
    await user.click(within(dialog).getByTestId('report-error-ok'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Error reportado en 1 préstamo');
    expect(sent).toEqual([
      {
        path: '/api/treasury/report-loans-error',
        body: { companyId: 1, loanIds: [2], comment: 'La cuenta fue rechazada por el banco' },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      },
    ]);
  });

  it('a refused report shows the spec fallback', async () => {
    api();
    server.use(mswHttp.put('/api/treasury/report-loans-error', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('row-select-1'));
    await user.click(screen.getByTestId('bulk-report'));
    const dialog = await screen.findByTestId('report-error-dialog');
    await within(dialog).findByTestId('report-error-ok');
    await user.type(within(dialog).getByTestId('report-error-comment'), 'Depósito rebotado');
    await user.click(within(dialog).getByTestId('report-error-ok'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Error al reportar el error en los préstamos');
  });

  it('each click sends its own Idempotency-Key', async () => {
    const sent = api();
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const user = userEvent.setup();
    for (const id of [1, 2]) {
      await user.click(await screen.findByTestId(`treasury-row-menu-${id}`));
      await user.click(await screen.findByTestId('treasury-row-confirm'));
      await user.click(
        await within(await screen.findByTestId('confirm-loans-dialog')).findByTestId('confirm-loans-ok'),
      );
      await waitFor(() => expect(sent).toHaveLength(id));
      // The next click starts from a closed dialog, not from the one still closing.
      await waitFor(() => expect(screen.queryByTestId('confirm-loans-ok')).toBeNull());
    }
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
  });
});
