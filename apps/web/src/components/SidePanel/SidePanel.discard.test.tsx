import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '../../test/viewport';
import { renderWithProviders } from '../../test/renderApp';
import { useDirtyPanel, useGuardedClose } from './discardGuard';
import { SidePanel } from './SidePanel';

/** A react-hook-form form as the real panels have: it reports isDirty, and its Cancel goes through the guard. */
function AmountForm({ onDone }: { onDone: () => void }) {
  const { register, formState } = useForm({ defaultValues: { amount: '' } });
  useDirtyPanel(formState.isDirty);
  const cancel = useGuardedClose(onDone);
  return (
    <form>
      <input aria-label="monto" data-testid="amount" {...register('amount')} />
      <button type="button" onClick={cancel} data-testid="form-cancel">
        Cancelar
      </button>
    </form>
  );
}

/** The parent keeps the panel open until onClose, as the screens do. */
function Screen({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <SidePanel opened={open} onClose={close} title="Panel" testId="side-panel">
      <AmountForm onDone={close} />
    </SidePanel>
  );
}

function overlay(): HTMLElement {
  const el = document.querySelector<HTMLElement>('.mantine-Drawer-overlay');
  if (!el) throw new Error('no drawer overlay');
  return el;
}

afterEach(() => vi.restoreAllMocks());

describe('SidePanel asks before discarding a form with changes', () => {
  it('a clean panel closes at once on Escape', async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Screen onClosed={onClosed} />);
    await screen.findByTestId('amount');
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('discard-dialog')).not.toBeInTheDocument();
  });

  it('a clean panel closes at once on a click outside', async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Screen onClosed={onClosed} />);
    await screen.findByTestId('amount');
    await user.click(overlay());
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  // Escape in the question only closes the question.
  it('Escape on a dirty panel asks; "Seguir editando" keeps the typed value', async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Screen onClosed={onClosed} />);
    await user.type(await screen.findByTestId('amount'), '5000');
    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('dialog', { name: '¿Descartar los cambios?' });
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByTestId('discard-dialog')).not.toBeInTheDocument());
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByTestId('amount')).toHaveValue('5000');

    // Escape inside the question answers "keep editing", and never closes the panel too.
    await user.keyboard('{Escape}');
    await screen.findByTestId('discard-dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('discard-dialog')).not.toBeInTheDocument());
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByTestId('amount')).toHaveValue('5000');
  });

  it('a click outside a dirty panel asks; "Descartar" closes it', async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Screen onClosed={onClosed} />);
    await user.type(await screen.findByTestId('amount'), '5000');
    await user.click(overlay());
    const dialog = await screen.findByTestId('discard-dialog');
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it("the panel's close button and the form's Cancel ask too", async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Screen onClosed={onClosed} />);
    await user.type(await screen.findByTestId('amount'), '1');
    await user.click(within(screen.getByTestId('side-panel')).getByRole('button', { name: 'Cerrar' }));
    await screen.findByTestId('discard-dialog');
    await user.click(screen.getByTestId('discard-keep'));
    await waitFor(() => expect(screen.queryByTestId('discard-dialog')).not.toBeInTheDocument());
    await user.click(screen.getByTestId('form-cancel'));
    await screen.findByTestId('discard-dialog');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('a form typed back to its initial values is clean again', async () => {
    const onClosed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Screen onClosed={onClosed} />);
    const amount = await screen.findByTestId('amount');
    await user.type(amount, '5');
    await user.clear(amount);
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('asks on a phone too (full-width panel, Escape and the close button)', async () => {
    mockViewport(true);
    const onClosed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Screen onClosed={onClosed} />);
    await user.type(await screen.findByTestId('amount'), '5000');
    expect(screen.getByTestId('side-panel').style.getPropertyValue('--drawer-size')).toBe('100%');
    await user.click(within(screen.getByTestId('side-panel')).getByRole('button', { name: 'Cerrar' }));
    await screen.findByTestId('discard-dialog');
    await user.click(screen.getByTestId('discard-confirm'));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
