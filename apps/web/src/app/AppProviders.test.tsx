import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockViewport } from '../test/viewport';
import { toast } from '../lib/toast';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';

function renderProviders() {
  render(
    <AppProviders client={createQueryClient()}>
      <p>app</p>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

describe('the toast container', () => {
  it('shows at most 3 toasts at once', async () => {
    renderProviders();
    for (let i = 1; i <= 5; i++) toast.error(`Error ${i}`);
    await screen.findByText('Error 1');
    await waitFor(() => expect(screen.getAllByTestId('toast-error')).toHaveLength(3));
    expect(screen.queryByText('Error 4')).not.toBeInTheDocument();
  });

  // Toasts covered the top of the side panels (which open on the right).
  it('on a wide screen, toasts sit bottom-left, clear of the right-side panels', async () => {
    renderProviders();
    toast.success('Guardado');
    const shown = await screen.findByTestId('toast-success');
    expect(shown.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-left');
  });

  // Over the title bar rather than the panel's fields and buttons.
  it('on a phone (a panel fills the screen), toasts sit at the top centre', async () => {
    mockViewport(true);
    renderProviders();
    toast.error('No se pudo enviar');
    const shown = await screen.findByTestId('toast-error');
    expect(shown.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
  });
});
