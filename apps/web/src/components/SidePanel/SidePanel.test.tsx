import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '../../test/viewport';
import { renderWithProviders } from '../../test/renderApp';
import { SignatureField } from '../SignaturePad/SignatureField';
import { SidePanel } from './SidePanel';

vi.mock('signature_pad', async () => ({
  default: (await import('../SignaturePad/testing/FakeSignaturePad')).FakeSignaturePad,
}));

async function strokeAndConfirm(user: UserEvent) {
  const canvas = await screen.findByTestId('signature-canvas');
  const confirm = screen.getByTestId('signature-confirm');
  await waitFor(() => {
    fireEvent.pointerDown(canvas);
    fireEvent.pointerUp(canvas);
    expect(confirm).toBeEnabled();
  });
  await user.click(confirm);
  await screen.findByTestId('signature-signed');
}

function PanelWithSignature({ onClose }: { onClose: () => void }) {
  const [signature, setSignature] = useState('');
  return (
    <SidePanel opened onClose={onClose} title="Panel" testId="side-panel">
      <input aria-label="monto" data-testid="amount" defaultValue="" />
      <SignatureField value={signature} onChange={setSignature} />
    </SidePanel>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SidePanel landmarks', () => {
  it("its title bar is not a second banner beside the app's header (axe landmark-no-duplicate-banner)", async () => {
    renderWithProviders(
      <SidePanel opened onClose={() => undefined} title="Panel" testId="side-panel">
        <p>contenido</p>
      </SidePanel>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Panel' });
    expect(dialog.querySelector('header')).not.toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('SidePanel and Escape', () => {
  // The panel keeps the amount and the signature.
  it('Escape in the signature dialog closes only the dialog', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<PanelWithSignature onClose={onClose} />);
    await user.type(await screen.findByTestId('amount'), '5000');
    await user.click(screen.getByTestId('sign-button'));
    await strokeAndConfirm(user);

    // Sign again, then change one's mind with Escape.
    await user.click(screen.getByTestId('sign-button'));
    await screen.findByTestId('signature-canvas');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('signature-canvas')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('side-panel')).toBeInTheDocument();
    expect(screen.getByTestId('amount')).toHaveValue('5000');
    expect(screen.getByTestId('signature-signed')).toBeInTheDocument();

    // Escape in "Ver firma" too.
    await user.click(screen.getByTestId('view-signature'));
    await screen.findByTestId('signature-image');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('signature-image')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();

    // With no dialog on top, Escape closes the panel as before.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes the full width below 768 px', async () => {
    mockViewport(true);
    renderWithProviders(
      <SidePanel opened onClose={() => {}} title="Panel" testId="side-panel">
        <p>contenido</p>
      </SidePanel>,
    );
    await screen.findByText('contenido');
    const root = screen.getByTestId('side-panel');
    expect(root.style.getPropertyValue('--drawer-size')).toBe('100%');
  });
});
