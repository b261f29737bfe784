import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { renderWithProviders } from '../../../test/renderApp';
import { makeLoan, NO_LOANS, treasuryServer } from '../testing/treasuryFixtures';
import { TreasuryPage } from './TreasuryPage';

const HINT =
  'Uno de los préstamos seleccionados es tuyo: otra persona de tesorería debe confirmar o reportar su depósito.';

beforeEach(() => setSelectedCompanyId(1));

// Segregation of duties (decision 097): the server refuses one's own deposit with 403 too.
describe('the pending loans tab and one’s own deposit', () => {
  it('the own loan’s menu is disabled and says why; a selection holding it cannot be sent', async () => {
    treasuryServer({
      loans: { ...NO_LOANS, applied: [makeLoan(1, { name: 'Yo Misma', isOwn: true }), makeLoan(2)] },
    });
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    const user = userEvent.setup();
    const own = await screen.findByTestId('treasury-row-menu-1');
    expect(own).toBeDisabled();
    expect(own).toHaveAccessibleName(`Acciones del préstamo IB-0001: ${HINT}`);
    expect(screen.getByTestId('treasury-row-menu-2')).toBeEnabled();

    await user.click(screen.getByTestId('row-select-2'));
    expect(screen.getByTestId('bulk-confirm')).toBeEnabled();
    expect(screen.queryByTestId('pending-own-hint')).toBeNull();

    await user.click(screen.getByTestId('row-select-1'));
    expect(screen.getByTestId('bulk-confirm')).toBeDisabled();
    expect(screen.getByTestId('bulk-report')).toBeDisabled();
    expect(screen.getByTestId('bulk-confirm')).toHaveAccessibleDescription(HINT);
    expect(screen.getByTestId('pending-own-hint')).toHaveTextContent(HINT);
  });
});
