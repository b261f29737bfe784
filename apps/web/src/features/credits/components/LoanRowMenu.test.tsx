import type { LoanListRow } from '@abono/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { LoanRowMenu } from './LoanRowMenu';

function row(status: LoanListRow['status'], calculationResult: LoanListRow['calculationResult'] = 'pass'): LoanListRow {
  return { id: 7, controlNumber: 'IB-0007', status, calculationResult } as LoanListRow;
}

describe('LoanRowMenu', () => {
  // Not a menu of greyed items (axe: aria-required-children).
  it('a loan no action applies to (approved) gets a disabled button that says why', async () => {
    renderWithProviders(<LoanRowMenu loan={row('approved')} onAction={vi.fn()} />);
    const button = await screen.findByTestId('row-menu-7');
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-haspopup');
    expect(button).toHaveAccessibleName(
      'Acciones de IB-0007: Sin acciones: el préstamo está en estatus «Aprobado» y Recursos ' +
        'Humanos ya no puede cambiarlo',
    );
  });

  // Segregation of duties (decision 097): the server refuses HR's actions on one's own loan with 403.
  it('one’s own pending loan gets a disabled button that says why', async () => {
    renderWithProviders(<LoanRowMenu loan={{ ...row('pending'), isOwn: true }} onAction={vi.fn()} />);
    const button = await screen.findByTestId('row-menu-7');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName(
      'Acciones de IB-0007: Este préstamo es tuyo: otra persona del equipo debe revisarlo, aprobarlo o rechazarlo.',
    );
  });

  it('a pending loan opens a menu whose items are menu items, the allowed ones enabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoanRowMenu loan={row('pending')} onAction={vi.fn()} />);
    await user.click(await screen.findByTestId('row-menu-7'));
    expect(await screen.findByRole('menuitem', { name: 'Aprobar' })).toBeEnabled();
  });
});
