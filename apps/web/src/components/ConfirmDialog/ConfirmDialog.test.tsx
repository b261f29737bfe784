import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Aprobar préstamo"
      body="¿Aprobar el préstamo?"
      confirmLabel="Aprobar"
      pending={false}
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose };
}

describe('ConfirmDialog', () => {
  it("is a named dialog with the body, Cancel and the caller's verb; confirm and cancel call back", async () => {
    const { onConfirm, onClose } = renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Aprobar préstamo' });
    expect(dialog).toHaveTextContent('¿Aprobar el préstamo?');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByTestId('confirm-ok'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByTestId('confirm-ok')).toHaveTextContent('Aprobar');
    await user.click(within(dialog).getByTestId('confirm-cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while the call runs, Cancel is disabled and Escape does not close it', async () => {
    const { onClose } = renderDialog({ pending: true });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-cancel')).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal inside the dialog, under the ids the caller chose', async () => {
    renderDialog({
      error: 'El empleado ya está contratado.',
      testIds: { dialog: 'x-dialog', confirm: 'x-ok', error: 'x-error' },
    });
    const dialog = await screen.findByTestId('x-dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('El empleado ya está contratado.');
    expect(within(dialog).getByTestId('x-error')).toBeInTheDocument();
    expect(within(dialog).getByTestId('x-ok')).toBeInTheDocument();
    // The ids not given keep their defaults.
    expect(within(dialog).getByTestId('confirm-cancel')).toBeInTheDocument();
  });

  it('its title bar is not a second banner landmark (axe landmark-no-duplicate-banner)', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
