import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/i18n';
import { renderWithProviders } from '../../test/renderApp';
import { TodayLabel } from './TodayLabel';

describe('TodayLabel', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await act(() => i18n.changeLanguage('es'));
  });

  it("names the business day in Mexico City, not the machine's: 21:00 there is already tomorrow in UTC", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T03:00:00Z'));
    renderWithProviders(<TodayLabel />);
    expect((await screen.findByTestId('today-date')).textContent).toBe('Viernes, 27 de noviembre de 2026');

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('today-date').textContent).toBe('Friday, November 27, 2026');
  });
});
