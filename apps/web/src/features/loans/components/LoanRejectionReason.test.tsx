import { screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeLoanDetail } from '../test/loanFixtures';
import { LoanDetail } from './LoanDetail';

const renderById = (id = 5) =>
  renderWithProviders(<LoanDetail mode="byId" loanId={id} now={new Date('2026-03-25T18:00:00.000Z')} />, {
    path: `/credits/detail/${id}`,
  });

describe('LoanDetail: rejection reason', () => {
  it('a rejected loan shows the reason HR gave, and the timeline names it', async () => {
    const reject = {
      id: 2,
      action: 'reject',
      fromStatus: 'pending',
      toStatus: 'rejected',
      actorName: 'RRHH',
      actorRole: 'hr',
      at: '2026-03-03T17:30:00.000Z',
      changes: [{ field: 'rejection_reason', from: null, to: 'Falta documentación' }],
    };
    const loan = makeLoanDetail({ status: 'rejected', rejectionReason: 'Falta documentación' });
    server.use(mswHttp.get('/api/loans/:id', () => HttpResponse.json({ ...loan, audit: [...loan.audit, reject] })));
    renderById();
    const reason = await screen.findByTestId('loan-rejection-reason');
    expect(reason).toHaveTextContent('Motivo del rechazo');
    expect(reason).toHaveTextContent('Falta documentación');
    expect(screen.getByText('Motivo del rechazo: Falta documentación')).toBeInTheDocument();
  });

  it('without a reason nothing is shown', async () => {
    server.use(mswHttp.get('/api/loans/:id', () => HttpResponse.json(makeLoanDetail({ status: 'rejected' }))));
    renderById();
    await screen.findByTestId('loan-detail');
    expect(screen.queryByTestId('loan-rejection-reason')).not.toBeInTheDocument();
  });
});
