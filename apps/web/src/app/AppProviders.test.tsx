import { screen, waitFor } from '@testing-library/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_CONTAINER, toast } from '../lib/toast';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';

describe('the toast container', () => {
  it('shows at most 3 toasts at once, below the header', async () => {
    render(
      <AppProviders client={createQueryClient()}>
        <p>app</p>
      </AppProviders>,
    );
    for (let i = 1; i <= 5; i++) toast.error(`Error ${i}`);
    await screen.findByText('Error 1');
    await waitFor(() => expect(screen.getAllByTestId('toast-error')).toHaveLength(3));
    expect(screen.queryByText('Error 4')).not.toBeInTheDocument();
    const container = screen.getAllByTestId('toast-error')[0]!.closest('[data-position="top-right"]') as HTMLElement;
    expect(container).toHaveClass(TOAST_CONTAINER.classNames.root);
  });
});
