import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storageKeys';
import { CookieNotice } from './CookieNotice';

const renderNotice = () =>
  render(
    <MantineProvider>
      <CookieNotice />
    </MantineProvider>,
  );

describe('CookieNotice', () => {
  it('shows until accepted, then never again', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.cookiesAccepted);
    const user = userEvent.setup();
    const first = renderNotice();
    expect(screen.getByTestId('cookie-notice')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBe('true');
    first.unmount();
    renderNotice();
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
  });
});
