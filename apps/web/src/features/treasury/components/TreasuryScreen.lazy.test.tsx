import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeLoan, makeSettings, NO_LOANS, treasuryServer, unpayableLoansAnswer } from '../testing/treasuryFixtures';
import { TreasuryPage } from './TreasuryPage';

// The bank request's controls never arrive, as on a phone whose network is still bringing their
// chunk: the card must say what its file is all the same (decision 103). The module itself never
// loads, so `lazy()` waits on its import as in the browser.
vi.mock('./BankRequestControls', () => new Promise<never>(() => undefined));

// The refused-loans panel's code never arrives either: the screen under it must stay.
vi.mock('./UnpayableLoansPanel', () => ({
  UnpayableLoansPanel: () => {
    throw new Promise<never>(() => undefined);
  },
}));

beforeEach(() => setSelectedCompanyId(1));

describe('TreasuryScreen while the cards’ controls load', () => {
  it('shows what each file is before its controls, and the other cards work meanwhile', async () => {
    treasuryServer({ settings: makeSettings('AB12'), loans: { ...NO_LOANS, applied: [makeLoan(1)] } });
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });

    const bank = await screen.findByTestId('bank-request-card');
    expect(within(bank).getByRole('heading', { level: 2, name: 'Solicitud bancaria' })).toBeInTheDocument();
    expect(within(bank).getByText(/CSV con los préstamos aprobados, aceptados/)).toBeInTheDocument();
    // Its count and download wait, behind a loader the screen reader names.
    expect(within(bank).getByLabelText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByTestId('bank-request-download')).not.toBeInTheDocument();

    // The other cards' controls are in, and read the same loans.
    expect(await screen.findByTestId('dispersion-download')).toBeEnabled();
    expect(screen.getByTestId('dispersion-card-summary')).toHaveTextContent('1 préstamo aplicado por pagar');
    expect(await screen.findByTestId('deductions-download')).toBeInTheDocument();
  });

  it('keeps the tabs and the table on screen while the refused-loans panel loads', async () => {
    treasuryServer({ settings: makeSettings('AB12'), loans: { ...NO_LOANS, applied: [makeLoan(1)] } });
    server.use(
      mswHttp.get('/api/treasury/generate', () =>
        unpayableLoansAnswer([{ loan_id: 1, control_number: 'IB-0001', name: 'Rosa Díaz', reason: 'Sin cuenta' }]),
      ),
    );
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    expect(await screen.findByTestId('treasury-tabs')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByTestId('dispersion-download'));
    // The download answered and asked for the panel (its button is free again), whose code is still out.
    await vi.waitFor(() => expect(screen.getByTestId('dispersion-download')).not.toHaveAttribute('data-loading'));
    // Shown, not only mounted: a boundary that falls back hides its content with display: none.
    expect(screen.getByTestId('treasury-tabs')).toBeVisible();
    expect(screen.getByTestId('treasury-tabs').closest('[style*="display: none"]')).toBeNull();
    expect(screen.queryByTestId('unpayable-panel')).not.toBeInTheDocument();
  });
});
