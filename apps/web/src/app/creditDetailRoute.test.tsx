import type { LoanDetailResponse } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCreditLoanDetail } from '../features/credits/test/creditLoanDetail';
import { setSelectedCompanyId } from '../lib/selectedCompanyStore';
import { makeUserWithRole } from '../test/fixtures';
import { sessionHandlers } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

/** The detail answers `loan`; the HR routes record what they were sent and answer the loan moved on. */
function api(loan: LoanDetailResponse) {
  const sent: Array<{ path: string; body: unknown }> = [];
  server.use(
    ...sessionHandlers({ user: makeUserWithRole('hr') }),
    mswHttp.get('/api/loans/:id', () => HttpResponse.json(loan)),
    mswHttp.put('/api/loans/:id/:action', async ({ request, params }) => {
      sent.push({ path: String(params.action), body: await request.json() });
      return HttpResponse.json({ ...loan, status: params.action === 'reject' ? 'rejected' : 'approved' });
    }),
  );
  return sent;
}

afterEach(() => notifications.clean());

describe('/credits/detail/{id} offers HR the row menu actions', () => {
  // Reject asks for an optional reason and sends it.
  it('a pending loan in review: Edit, Approve, Reject and Counter offer', async () => {
    setSelectedCompanyId(1);
    const sent = api(makeCreditLoanDetail());
    renderApp('/credits/detail/5');
    const actions = await screen.findByTestId('loan-hr-actions', {}, { timeout: 4000 });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Editar', 'Aprobar', 'Rechazar', 'Contraoferta']);

    const user = userEvent.setup();
    await user.click(within(actions).getByTestId('detail-action-reject'));
    const dialog = await screen.findByTestId('confirm-action');
    await waitFor(() => expect(dialog).toHaveTextContent('¿Rechazar el préstamo de E-001?'));
    // A short list to pick from (or any other text).
    expect(
      [...within(dialog).getByTestId('reject-reason-options').querySelectorAll('option')].map((o) => o.value),
    ).toEqual([
      'El ahorro no cubre el pago final',
      'El descuento semanal supera la capacidad de pago',
      'Falta documentación',
      'Fuera del periodo de solicitudes',
    ]);
    await user.click(await within(dialog).findByTestId('reject-reason'));
    await user.paste('Falta documentación');
    await user.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(sent).toEqual([{ path: 'reject', body: { company_id: 1, reason: 'Falta documentación' } }]),
    );
  });

  it('the edit button opens the edit panel, which says it sends a counter offer', async () => {
    setSelectedCompanyId(1);
    api(makeCreditLoanDetail());
    renderApp('/credits/detail/5');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('detail-action-edit', {}, { timeout: 4000 }));
    expect(await screen.findByTestId('edit-counter-offer-note', {}, { timeout: 4000 })).toHaveTextContent(
      'contraoferta',
    );
  });

  it('an approved loan shows no actions, and says why', async () => {
    setSelectedCompanyId(1);
    api(makeCreditLoanDetail({ status: 'approved', calculationResult: 'pass' }));
    renderApp('/credits/detail/5');
    const none = await screen.findByTestId('loan-hr-actions-none', {}, { timeout: 4000 });
    expect(none).toHaveTextContent('Sin acciones: el préstamo está en estatus «Aprobado»');
    expect(screen.queryByTestId('loan-hr-actions')).not.toBeInTheDocument();
  });

  it('a counter-offered loan (an HR edit included) says it waits for the employee', async () => {
    setSelectedCompanyId(1);
    api(makeCreditLoanDetail({ status: 'counter_offered' }));
    renderApp('/credits/detail/5');
    expect(await screen.findByTestId('loan-hr-actions-none', {}, { timeout: 4000 })).toHaveTextContent(
      'la contraoferta espera la respuesta del empleado',
    );
  });
});
