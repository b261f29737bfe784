import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { dataUrlToBlob } from './dataUrl';
import { SignatureField } from './SignatureField';
import { FAKE_SIGNATURE_DATA_URL } from './testing/FakeSignaturePad';

vi.mock('signature_pad', async () => ({ default: (await import('./testing/FakeSignaturePad')).FakeSignaturePad }));

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SignatureField
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('SignatureField and SignatureDialog', () => {
  it('enables Confirm only after a stroke, clears, confirms and shows the saved signature', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.queryByTestId('view-signature')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('sign-button'));
    const dialog = await screen.findByTestId('signature-dialog');
    const canvas = await within(dialog).findByTestId('signature-canvas');
    expect(canvas).toHaveStyle({ height: '200px' });
    const confirm = within(dialog).getByTestId('signature-confirm');
    expect(confirm).toBeDisabled();

    // signature_pad loads when the dialog opens; stroke until it is listening.
    await waitFor(() => {
      fireEvent.pointerDown(canvas);
      fireEvent.pointerUp(canvas);
      expect(confirm).toBeEnabled();
    });
    await user.click(within(dialog).getByTestId('signature-clear'));
    expect(confirm).toBeDisabled();

    fireEvent.pointerUp(canvas);
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(onChange).toHaveBeenCalledWith(FAKE_SIGNATURE_DATA_URL);
    expect(await screen.findByTestId('signature-signed')).toHaveTextContent('Firmado');

    await user.click(screen.getByTestId('view-signature'));
    expect(await screen.findByTestId('signature-image')).toHaveAttribute('src', FAKE_SIGNATURE_DATA_URL);
  });

  it('Cancel closes without signing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.click(screen.getByTestId('sign-button'));
    const dialog = await screen.findByTestId('signature-dialog');
    const canvas = await within(dialog).findByTestId('signature-canvas');
    await waitFor(() => {
      fireEvent.pointerUp(canvas);
      expect(within(dialog).getByTestId('signature-confirm')).toBeEnabled();
    });
    await user.click(within(dialog).getByTestId('signature-cancel'));
    await waitFor(() => expect(screen.queryByTestId('signature-canvas')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByTestId('signature-signed')).not.toBeInTheDocument();
  });

  it('turns the data URL into a PNG blob', async () => {
    const blob = dataUrlToBlob(FAKE_SIGNATURE_DATA_URL);
    expect(blob.type).toBe('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });
});
