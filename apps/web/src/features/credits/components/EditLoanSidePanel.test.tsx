import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeCreditLoanDetail } from '../test/creditLoanDetail';
import { EditLoanSidePanel } from './EditLoanSidePanel';

function api() {
  const sent: unknown[] = [];
  server.use(
    mswHttp.get('/api/loans/:id', () => HttpResponse.json(makeCreditLoanDetail())),
    mswHttp.put('/api/loans/:id', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(makeCreditLoanDetail({ status: 'counter_offered' }));
    }),
  );
  return sent;
}

describe('EditLoanSidePanel (an HR edit is a counter offer, decision 048)', () => {
  it('says before sending that the figures go to the employee as a counter offer needing a new signature', async () => {
    api();
    renderWithProviders(<EditLoanSidePanel loanId={5} companyId={1} onClose={() => undefined} />);
    const panel = await screen.findByTestId('edit-loan-panel');
    const note = await within(panel).findByTestId('edit-counter-offer-note');
    expect(note).toHaveTextContent('contraoferta');
    expect(note).toHaveTextContent('nueva firma');
    expect(note).toHaveTextContent('no podrás aprobar');
    // The figures the employee signed offer nothing: the button waits for a change.
    expect(within(panel).getByTestId('edit-save')).toHaveTextContent('Enviar contraoferta');
    expect(within(panel).getByTestId('edit-save')).toBeDisabled();
  });

  // And sends the figures with the reason.
  it('warns when the amount exceeds the request or the final payment the savings', async () => {
    const sent = api();
    const user = userEvent.setup();
    renderWithProviders(<EditLoanSidePanel loanId={5} companyId={1} onClose={() => undefined} />);
    const panel = await screen.findByTestId('edit-loan-panel');
    const amount = await within(panel).findByTestId('edit-amount');
    await waitFor(() => expect(amount).toHaveValue('3000.00'));
    await user.tripleClick(amount);
    await user.keyboard('40000');
    const weekly = within(panel).getByTestId('edit-weekly');
    await user.tripleClick(weekly);
    await user.keyboard('4500');
    expect(await within(panel).findByTestId('offer-warning-amount')).toHaveTextContent(
      'mayor que el solicitado ($3,000.00)',
    );
    expect(within(panel).getByTestId('offer-warning-savings')).toHaveTextContent(
      'ahorro registrado del empleado ($1,000.00)',
    );
    expect(within(panel).getByTestId('quote-note-yellow')).toHaveTextContent('del fondo de ahorro del empleado');
    await user.type(within(panel).getByTestId('edit-reason'), 'Lo pidió el empleado');
    await waitFor(() => expect(within(panel).getByTestId('edit-save')).toBeEnabled());
    await user.click(within(panel).getByTestId('edit-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      company_id: 1,
      loan_amount: '40000.00',
      weekly_discount: '4500.00',
      reason: 'Lo pidió el empleado',
    });
  });
});
