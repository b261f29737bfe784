import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { makeCreditLoanDetail } from '../test/creditLoanDetail';
import { LoanHrActions } from './LoanHrActions';

describe('LoanHrActions', () => {
  it('another person’s pending loan: the actions are enabled', async () => {
    renderWithProviders(
      <LoanHrActions loan={makeCreditLoanDetail({ status: 'pending', calculationResult: 'pass' })} />,
    );
    expect(await screen.findByTestId('detail-action-approve')).toBeEnabled();
    expect(screen.queryByTestId('loan-hr-actions-own')).toBeNull();
  });

  // Segregation of duties (decision 097): the server refuses it with 403 own_record_forbidden too.
  it('one’s own loan: the actions are disabled and say why', async () => {
    renderWithProviders(
      <LoanHrActions loan={makeCreditLoanDetail({ status: 'pending', calculationResult: 'pass', isOwn: true })} />,
    );
    const approve = await screen.findByTestId('detail-action-approve');
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'Este préstamo es tuyo: otra persona del equipo debe revisarlo, aprobarlo o rechazarlo.',
    );
    expect(screen.getByTestId('detail-action-reject')).toBeDisabled();
    expect(screen.getByTestId('loan-hr-actions-own')).toBeVisible();
  });
});
