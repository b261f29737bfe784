import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeCreditLoanDetail } from '../test/creditLoanDetail';
import { CounterOfferSidePanel } from './CounterOfferSidePanel';

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

function renderPanel() {
  // 3,000 requested at 500 a week, $1,000 of savings on record.
  server.use(
    mswHttp.get('/api/loans/:id', () =>
      HttpResponse.json(makeCreditLoanDetail({ totalSavings: '1000.00', weeklyDiscount: '100.00' })),
    ),
  );
  renderWithProviders(<CounterOfferSidePanel loanId={5} companyId={1} onClose={() => undefined} />);
  return screen.findByTestId('counter-offer-side-panel');
}

describe('CounterOfferSidePanel warnings', () => {
  it('warns when the offer exceeds the request, and when its final payment exceeds the savings on record', async () => {
    const panel = await renderPanel();
    const user = userEvent.setup();
    const amount = await within(panel).findByTestId('counter-amount');
    await user.click(amount);
    await user.paste('20000');
    expect(await within(panel).findByTestId('offer-warning-amount')).toHaveTextContent(
      'El monto es mayor que el solicitado ($3,000.00).',
    );
    expect(within(panel).getByTestId('offer-warning-savings')).toHaveTextContent(
      'es mayor que el ahorro registrado del empleado ($1,000.00)',
    );
    expect(within(panel).getByTestId('quote-note-yellow')).toHaveTextContent('del fondo de ahorro del empleado');
  });

  it("Sugerir's figures stay within both: whole pesos, no warning", async () => {
    const panel = await renderPanel();
    const user = userEvent.setup();
    await user.click(await within(panel).findByTestId('counter-suggest'));
    await waitFor(() => expect(within(panel).getByTestId('counter-amount')).not.toHaveValue(''));
    expect((within(panel).getByTestId('counter-amount') as HTMLInputElement).value).toMatch(/\.00$|^[\d,]+$/);
    expect(within(panel).queryByTestId('offer-warnings')).not.toBeInTheDocument();
  });
});
