import type { LoanListRow } from '@abono/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeLoanListRow } from '../../../test/loanListRow';
import { renderWithProviders } from '../../../test/renderApp';
import { CreditsToolbar, type CreditsToolbarProps } from './CreditsToolbar';

const row = (
  id: number,
  status: LoanListRow['status'],
  calculationResult: LoanListRow['calculationResult'],
): LoanListRow => makeLoanListRow(id, { status, calculationResult });

function toolbar(over: Partial<CreditsToolbarProps>) {
  const props: CreditsToolbarProps = {
    selectedRows: [],
    selectedCount: 0,
    selectionKnown: true,
    total: 57,
    selectingAll: false,
    exporting: false,
    busy: false,
    onUpload: vi.fn(),
    onExport: vi.fn(),
    onSelectAll: vi.fn(),
    onClear: vi.fn(),
    onBulk: vi.fn(),
    ...over,
  };
  renderWithProviders(<CreditsToolbar {...props} />);
  return props;
}

describe('CreditsToolbar (spec 02 bulk rules)', () => {
  it('no selection: no bulk buttons', () => {
    toolbar({});
    expect(screen.queryByTestId('bulk-approve')).toBeNull();
    expect(screen.getByTestId('upload-savings')).toBeEnabled();
  });

  it('the selection row is there before anything is selected, so selecting never pushes the table down', () => {
    toolbar({});
    expect(screen.getByTestId('selection-row')).toHaveTextContent(
      'Selecciona préstamos para aprobarlos, rechazarlos o enviar contraofertas en bloque.',
    );
  });

  it("a selection holding one's own loan disables every bulk action and says why (decision 097)", () => {
    const own = makeLoanListRow(3, { status: 'pending', calculationResult: 'pass', isOwn: true });
    toolbar({ selectedRows: [row(1, 'pending', 'pass'), own], selectedCount: 2 });
    for (const action of ['approve', 'reject', 'counter_offer']) {
      expect(screen.getByTestId(`bulk-${action}`)).toBeDisabled();
    }
    expect(screen.getByTestId('bulk-reject')).toHaveAccessibleDescription(/Uno de los préstamos seleccionados es tuyo/);
    expect(screen.getByTestId('bulk-own-hint')).toBeVisible();
  });

  it('counts the selection in Spanish, singular and plural', () => {
    toolbar({ selectedRows: [row(1, 'pending', 'pass')], selectedCount: 1 });
    expect(screen.getByTestId('selected-count')).toHaveTextContent(/^1 seleccionado$/);
  });

  it('approve only if every selected loan is pass; counter offers only if every one is review; reject for both', () => {
    const passes = [row(1, 'pending', 'pass'), row(2, 'pending', 'pass')];
    toolbar({ selectedRows: passes, selectedCount: 2 });
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 seleccionados');
    expect(screen.getByTestId('bulk-approve')).toBeEnabled();
    expect(screen.getByTestId('bulk-reject')).toBeEnabled();
    expect(screen.getByTestId('bulk-counter_offer')).toBeDisabled();
  });

  it('a mixed selection enables neither approve nor counter offers', () => {
    toolbar({ selectedRows: [row(1, 'pending', 'pass'), row(2, 'pending', 'review')], selectedCount: 2 });
    expect(screen.getByTestId('bulk-approve')).toBeDisabled();
    expect(screen.getByTestId('bulk-counter_offer')).toBeDisabled();
    expect(screen.getByTestId('bulk-reject')).toBeEnabled();
  });

  it('a selection of rows not on screen (select all) checks the rule on the rows it has seen (decision 034)', () => {
    toolbar({ selectedRows: [row(1, 'pending', 'review')], selectedCount: 40, selectionKnown: false });
    // The known review row breaks approve's rule, so approve is off; counter offers' rule holds.
    expect(screen.getByTestId('bulk-approve')).toBeDisabled();
    expect(screen.getByTestId('bulk-counter_offer')).toBeEnabled();
    expect(screen.getByTestId('bulk-reject')).toBeEnabled();
  });

  it('select all with no known row breaking the rule leaves the unseen rows to the server', () => {
    toolbar({
      selectedRows: [row(1, 'pending', 'pass'), row(2, 'pending', 'pass')],
      selectedCount: 40,
      selectionKnown: false,
    });
    expect(screen.getByTestId('bulk-approve')).toBeEnabled();
    expect(screen.getByTestId('bulk-counter_offer')).toBeDisabled();
    expect(screen.getByTestId('bulk-reject')).toBeEnabled();
  });

  it('select all with none of the selected rows seen: every bulk button is enabled, the server decides', () => {
    toolbar({ selectedRows: [], selectedCount: 40, selectionKnown: false });
    for (const action of ['approve', 'reject', 'counter_offer'])
      expect(screen.getByTestId(`bulk-${action}`)).toBeEnabled();
  });

  it('more loans than one action takes: every bulk button is disabled', () => {
    toolbar({ selectedRows: [], selectedCount: 10_001, selectionKnown: false, total: 20_000 });
    for (const action of ['approve', 'reject', 'counter_offer'])
      expect(screen.getByTestId(`bulk-${action}`)).toBeDisabled();
  });

  it('select all N results and the bulk click call back', async () => {
    const user = userEvent.setup();
    const props = toolbar({ selectedRows: [row(1, 'pending', 'review')], selectedCount: 1 });
    await user.click(screen.getByTestId('select-all-results'));
    expect(props.onSelectAll).toHaveBeenCalled();
    expect(screen.getByTestId('select-all-results')).toHaveTextContent('Seleccionar los 57 resultados');
    await user.click(screen.getByTestId('bulk-counter_offer'));
    expect(props.onBulk).toHaveBeenCalledWith('counter_offer');
  });
});
