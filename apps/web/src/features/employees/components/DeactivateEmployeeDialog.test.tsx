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

/** check-confirmed-loans answering `hasConfirmedLoans`; both PUTs recorded (path and body). */
function deactivationServer(hasConfirmedLoans: boolean | 'error') {
  const checks: string[] = [];
  const puts: { path: string; body: unknown }[] = [];
  server.use(
    mswHttp.get('/api/employees/:id/check-confirmed-loans', ({ request, params }) => {
      checks.push(`${String(params.id)}?${new URL(request.url).searchParams.toString()}`);
      return hasConfirmedLoans === 'error'
        ? HttpResponse.json({ error: 'not_found', message: 'x' }, { status: 404 })
        : HttpResponse.json({ hasConfirmedLoans });
    }),
    mswHttp.put('/api/employees/:id/:action', async ({ request, params }) => {
      puts.push({ path: `${String(params.id)}/${String(params.action)}`, body: await request.json() });
      const terminated = params.action === 'deactivate-with-savings';
      return HttpResponse.json({ id: 21, status: terminated ? 'terminated' : 'fired', totalSavings: terminated ? '1500.50' : '0.00', deactivatedAt: '2026-05-01T17:00:00.000Z' });
    }),
  );
  return { checks, puts };
}

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<DeactivateEmployeeDialog employee={employee} companyId={1} onClose={onClose} />);
  return { onClose };
}

afterEach(() => notifications.clean());

describe('DeactivateEmployeeDialog (spec 02 §4 deactivation flow, §5)', () => {
  it('without confirmed loans: explains, confirms, and deactivates with savings 0 (PUT deactivate)', async () => {
    const { checks, puts } = deactivationServer(false);
    const { onClose } = renderDialog();
    const user = userEvent.setup();
    expect(await screen.findByTestId('deactivate-without-loans')).toHaveTextContent('Jorge Salas no tiene préstamos confirmados en esta empresa');
    expect(screen.getByTestId('deactivate-without-loans')).toHaveTextContent('$0.00');
    expect(checks).toEqual(['21?company_id=1']);
    expect(screen.queryByTestId('deactivate-savings')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('deactivate-confirm'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Empleado dado de baja');
    expect(puts).toEqual([{ path: '21/deactivate', body: { company_id: 1 } }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('with confirmed loans: asks for the total savings and deactivates with them (PUT deactivate-with-savings)', async () => {
    const { puts } = deactivationServer(true);
    const { onClose } = renderDialog();
    const user = userEvent.setup();
    expect(await screen.findByTestId('deactivate-with-loans')).toHaveTextContent('Jorge Salas tiene préstamos confirmados en esta empresa');
    await user.type(screen.getByTestId('deactivate-savings'), '1500.5');
    await user.click(screen.getByTestId('deactivate-confirm'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Empleado dado de baja con su ahorro registrado');
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
    expect(await screen.findByText('El ahorro debe ser una cantidad de 0 o más, con hasta 2 decimales')).toBeInTheDocument();

    for (const bad of ['12.345', 'abc']) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(screen.getByTestId('deactivate-confirm'));
      expect(await screen.findByText('El ahorro debe ser una cantidad de 0 o más, con hasta 2 decimales')).toBeInTheDocument();
    }
    expect(puts).toEqual([]);

    await user.clear(input);
    expect(screen.queryByText('El ahorro debe ser una cantidad de 0 o más, con hasta 2 decimales')).not.toBeInTheDocument();
    await user.type(input, '0');
    await user.click(screen.getByTestId('deactivate-confirm'));
    await waitFor(() => expect(puts).toEqual([{ path: '21/deactivate-with-savings', body: { company_id: 1, totalSavings: '0.00' } }]));
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
    expect(await screen.findByTestId('deactivate-error')).toHaveTextContent('El empleado tiene préstamos confirmados: captura su ahorro total para darlo de baja.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a failed check says so and offers no way to deactivate blindly', async () => {
    deactivationServer('error');
    renderDialog();
    expect(await screen.findByTestId('deactivate-check-error')).toHaveTextContent('El recurso solicitado no existe.');
    expect(screen.queryByTestId('deactivate-confirm')).not.toBeInTheDocument();
  });
});
