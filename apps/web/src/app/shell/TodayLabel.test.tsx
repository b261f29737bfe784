import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/i18n';
import { renderWithProviders } from '../../test/renderApp';
import { mockViewport } from '../../test/viewport';
import { TodayLabel } from './TodayLabel';

describe('TodayLabel', () => {
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
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

  it('is not drawn on a phone, and formats no date there (decision 082)', () => {
    mockViewport(true);
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      renderWithProviders(<TodayLabel />);
      expect(screen.queryByTestId('today-date')).toBeNull();
      expect(made).toBe(0);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
