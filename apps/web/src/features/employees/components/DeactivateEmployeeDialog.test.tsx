import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeRow } from '../testing/employeeFixtures';
import { DeactivateEmployeeDialog } from './DeactivateEmployeeDialog';

const employee = makeRow({ id: 21, name: 'Jorge Salas' });

type PreviewLoan = {
  id: number;
  status: string;
  amount: string;
  outcome: 'rejected' | 'not_paid' | 'settled_with_savings';
};

/**
 * deactivation-preview answering `hasConfirmedLoans` (with the savings and loans given); both PUTs recorded (path and
 * body).
 */
function deactivationServer(
  hasConfirmedLoans: boolean | 'error',
  preview: { totalSavings?: string; loans?: PreviewLoan[] } = {},
) {
  const checks: string[] = [];
  const puts: { path: string; body: unknown }[] = [];
  server.use(
    mswHttp.get('/api/employees/:id/deactivation-preview', ({ request, params }) => {
      checks.push(`${String(params.id)}?${new URL(request.url).searchParams.toString()}`);
      return hasConfirmedLoans === 'error'
        ? HttpResponse.json({ error: 'not_found', message: 'x' }, { status: 404 })
        : HttpResponse.json({
            hasConfirmedLoans,
            totalSavings: preview.totalSavings ?? '0.00',
            loans: preview.loans ?? [],
          });
    }),
    mswHttp.put('/api/employees/:id/:action', async ({ request, params }) => {
      puts.push({ path: `${String(params.id)}/${String(params.action)}`, body: await request.json() });
      const terminated = params.action === 'deactivate-with-savings';
      return HttpResponse.json({
        id: 21,
        status: terminated ? 'terminated' : 'fired',
        totalSavings: terminated ? '1500.50' : '0.00',
        deactivatedAt: '2026-05-01T17:00:00.000Z',
      });
    }),
  );
  return { checks, puts };
}

function renderDialog(row = employee) {
  const onClose = vi.fn();
  renderWithProviders(<DeactivateEmployeeDialog employee={row} companyId={1} onClose={onClose} />);
  return { onClose };
}

afterEach(() => notifications.clean());

describe('DeactivateEmployeeDialog (spec 02 §4 deactivation flow, §5)', () => {
  it('without confirmed loans: explains, confirms, and deactivates with savings 0 (PUT deactivate)', async () => {
    const { checks, puts } = deactivationServer(false);
    const { onClose } = renderDialog();
    const user = userEvent.setup();
    expect(await screen.findByTestId('deactivate-without-loans')).toHaveTextContent(
      'Jorge Salas no tiene préstamos confirmados en esta empresa',
    );
    expect(screen.getByTestId('deactivate-without-loans')).toHaveTextContent('$0.00');
    expect(checks).toEqual(['21?company_id=1']);
    expect(screen.queryByTestId('deactivate-savings')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('deactivate-confirm'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Baja registrada');
    expect(puts).toEqual([{ path: '21/deactivate', body: { company_id: 1 } }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('with confirmed loans: asks for the total savings and PUTs deactivate-with-savings with them', async () => {
    const { puts } = deactivationServer(true);
    const { onClose } = renderDialog();
    const user = userEvent.setup();
    expect(await screen.findByTestId('deactivate-with-loans')).toHaveTextContent(
      'Jorge Salas tiene préstamos confirmados en esta empresa',
    );
    await user.type(screen.getByTestId('deactivate-savings'), '1500.5');
    await user.click(screen.getByTestId('deactivate-confirm'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Baja registrada con su ahorro');
    // The domain schema normalises the amount to exact cents.
    expect(puts).toEqual([{ path: '21/deactivate-with-savings', body: { company_id: 1, totalSavings: '1500.50' } }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('the savings are required and a number ≥ 0; zero is accepted; the message clears while typing', async () => {
    const { puts } = deactivationServer(true);
    renderDialog();
    const user = userEvent.setup();
    const input = await screen.findByTestId('deactivate-savings');
    await user.click(screen.getByTestId('deactivate-confirm'));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, '-');
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '5');
    await user.click(screen.getByTestId('deactivate-confirm'));
    expect(
      await screen.findByText('El ahorro debe ser una cantidad de 0 o más, con hasta 2 decimales'),
    ).toBeInTheDocument();

    for (const bad of ['12.345', 'abc']) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(screen.getByTestId('deactivate-confirm'));
      expect(
        await screen.findByText('El ahorro debe ser una cantidad de 0 o más, con hasta 2 decimales'),
      ).toBeInTheDocument();
    }
    expect(puts).toEqual([]);

    await user.clear(input);
    expect(
      screen.queryByText('El ahorro debe ser una cantidad de 0 o más, con hasta 2 decimales'),
    ).not.toBeInTheDocument();
    await user.type(input, '0');
    await user.click(screen.getByTestId('deactivate-confirm'));
    await waitFor(() =>
      expect(puts).toEqual([{ path: '21/deactivate-with-savings', body: { company_id: 1, totalSavings: '0.00' } }]),
    );
  });

  it('a refusal (the employee changed meanwhile) stays in the dialog with its message', async () => {
    deactivationServer(false);
    server.use(
      mswHttp.put('/api/employees/:id/deactivate', () =>
        HttpResponse.json({ error: 'employee_has_confirmed_loans', message: 'x' }, { status: 409 }),
      ),
    );
    const { onClose } = renderDialog();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('deactivate-confirm'));
    expect(await screen.findByTestId('deactivate-error')).toHaveTextContent(
      'El empleado tiene préstamos confirmados: captura su ahorro total para registrar su baja.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed check says so and offers no way to deactivate blindly', async () => {
    deactivationServer('error');
    renderDialog();
    expect(await screen.findByTestId('deactivate-check-error')).toHaveTextContent('El recurso solicitado no existe.');
    expect(screen.queryByTestId('deactivate-confirm')).not.toBeInTheDocument();
  });

  // And the savings a plain deactivation replaces.
  it('UI review major 1: lists each loan in flight with what will happen to it', async () => {
    const { puts } = deactivationServer(false, {
      totalSavings: '10000.00',
      loans: [
        { id: 501, status: 'approved', amount: '6000.00', outcome: 'not_paid' },
        { id: 502, status: 'pending', amount: '1200.00', outcome: 'rejected' },
      ],
    });
    renderDialog();
    const user = userEvent.setup();
    const body = await screen.findByTestId('deactivate-without-loans');
    expect(body).toHaveTextContent('El ahorro registrado de $10,000.00 se reemplazará por $0.00');
    expect(screen.getByTestId('deactivate-loan-501')).toHaveTextContent(
      'Folio 501 · $6,000.00 · Aprobado: ya aprobado; Tesorería no lo depositará',
    );
    expect(screen.getByTestId('deactivate-loan-502')).toHaveTextContent(
      'Folio 502 · $1,200.00 · Pendiente: se rechazará con la baja.',
    );
    expect(screen.getByTestId('deactivate-access')).toHaveTextContent('dejará de tener acceso a esta empresa');
    expect(screen.getByRole('list', { name: 'Préstamos en curso y lo que pasará con cada uno' })).toBeInTheDocument();
    await user.click(screen.getByTestId('deactivate-confirm'));
    await waitFor(() => expect(puts).toEqual([{ path: '21/deactivate', body: { company_id: 1 } }]));
  });

  // The confirmed loan is listed.
  it('with confirmed loans the savings on record prefill the field (HR confirms or corrects them)', async () => {
    const { puts } = deactivationServer(true, {
      totalSavings: '10000.00',
      loans: [{ id: 601, status: 'confirmed', amount: '3000.00', outcome: 'settled_with_savings' }],
    });
    renderDialog(makeRow({ id: 21, name: 'Jorge Salas', hasAccount: false }));
    const user = userEvent.setup();
    const input = await screen.findByTestId('deactivate-savings');
    expect(input).toHaveValue('10000.00');
    expect(
      screen.getByText('Prellenado con el ahorro registrado ($10,000.00). Corrígelo si cambió a la fecha de la baja.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('deactivate-loan-601')).toHaveTextContent(
      'Confirmado: confirmado; su saldo pendiente se cubre con el ahorro',
    );
    // No account, no access to end.
    expect(screen.queryByTestId('deactivate-access')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('deactivate-confirm'));
    await waitFor(() =>
      expect(puts).toEqual([{ path: '21/deactivate-with-savings', body: { company_id: 1, totalSavings: '10000.00' } }]),
    );
  });

  it('no loans in flight and no savings on record: says so, nothing to replace', async () => {
    deactivationServer(false);
    renderDialog();
    expect(await screen.findByTestId('deactivate-no-loans')).toHaveTextContent(
      'No tiene préstamos en curso en esta empresa.',
    );
    expect(screen.getByTestId('deactivate-without-loans')).not.toHaveTextContent('se reemplazará');
  });
});
