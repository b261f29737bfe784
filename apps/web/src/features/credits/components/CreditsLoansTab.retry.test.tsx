import type { LoanList } from '@abono/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeLoanListRow } from '../../../test/loanListRow';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { DEFAULT_VIEW } from '../lib/creditsView';
import { CreditsLoansTab } from './CreditsLoansTab';

describe('CreditsLoansTab on a failed load', () => {
  // Retrying loads the rows, whose checkboxes name the control number and the employee.
  it('shows the error with «Reintentar»', async () => {
    let failing = true;
    const list: LoanList = {
      groups: { pass: 1, review: 0, reject: 0, pending: 0 },
      total: 1,
      page: 1,
      page_size: 10,
      rows: [makeLoanListRow(8, { controlNumber: 'IB-0008', employeeName: 'María Pérez' })],
    };
    server.use(
      mswHttp.get('/api/loans', () =>
        failing
          ? HttpResponse.json({ error: 'unavailable', message: 'Servicio no disponible' }, { status: 503 })
          : HttpResponse.json(list),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CreditsLoansTab companyId={1} view={DEFAULT_VIEW} onViewChange={() => undefined} />, {
      path: '/credits',
    });
    expect(await screen.findByTestId('table-error', {}, { timeout: 10_000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('checkbox', { name: 'Seleccionar IB-0008 María Pérez' })).toBeInTheDocument();
    expect(screen.queryByTestId('table-error')).not.toBeInTheDocument();
  });
});
