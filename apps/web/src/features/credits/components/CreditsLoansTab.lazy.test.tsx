import type { LoanList } from '@abono/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeLoanListRow } from '../../../test/loanListRow';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { DEFAULT_VIEW } from '../lib/creditsView';
import { CreditsLoansTab } from './CreditsLoansTab';

// A slow network: the counter-offer panel's code never arrives.
vi.mock('./CounterOfferSidePanel', () => new Promise(() => undefined));

describe('CreditsLoansTab on a slow network', () => {
  it("while a panel's code loads, a progress bar answers the click", async () => {
    const list: LoanList = {
      groups: { pass: 0, review: 1, reject: 0, pending: 0 },
      total: 1,
      page: 1,
      page_size: 10,
      rows: [makeLoanListRow(3, { calculationResult: 'review' })],
    };
    server.use(mswHttp.get('/api/loans', () => HttpResponse.json(list)));
    const user = userEvent.setup();
    renderWithProviders(<CreditsLoansTab companyId={1} view={DEFAULT_VIEW} onViewChange={() => undefined} />, {
      path: '/credits',
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(await screen.findByTestId('row-menu-3'));
    await user.click(await screen.findByTestId('row-action-counter_offer'));
    expect(await screen.findByRole('progressbar', { name: 'Cargando…' })).toBeInTheDocument();
  });
});
