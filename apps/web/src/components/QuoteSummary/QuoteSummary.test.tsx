import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { computeLiveQuote } from './liveQuote';
import { QuoteSummary } from './QuoteSummary';

// Wednesday 2026-03-25; the deadline far enough for many weeks.
const base = { today: '2026-03-25', deadline: '2026-12-31', monthlyRatePercent: '0' };

describe('QuoteSummary green note', () => {
  it('one weekly discount reads in the singular', async () => {
    const live = computeLiveQuote({ ...base, amount: '500', weeklyDiscount: '500' });
    renderWithProviders(<QuoteSummary live={live} monthlyRate="0" deadline={base.deadline} />);
    expect(await screen.findByTestId('quote-note-green')).toHaveTextContent(
      'El préstamo queda liquidado con 1 descuento semanal dentro del plazo.',
    );
  });

  it('several read in the plural, for a loan and for an insurance', async () => {
    const live = computeLiveQuote({ ...base, amount: '1000', weeklyDiscount: '500' });
    renderWithProviders(<QuoteSummary live={live} monthlyRate="0" deadline={base.deadline} subject="insurance" />);
    expect(await screen.findByTestId('quote-note-green')).toHaveTextContent(
      'El seguro queda liquidado con 2 descuentos semanales dentro del plazo.',
    );
  });
});
