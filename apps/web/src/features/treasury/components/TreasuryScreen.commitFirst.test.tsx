import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { renderWithProviders } from '../../../test/renderApp';
import { makeLoan, makeSettings, NO_LOANS, treasuryServer } from '../testing/treasuryFixtures';
import { TreasuryPage } from './TreasuryPage';

// What each lazy part of the screen found on the page when it first rendered.
const seenAtFirstRender = vi.hoisted(() => new Map<string, boolean>());
function recorder(name: string) {
  return () => {
    if (!seenAtFirstRender.has(name))
      seenAtFirstRender.set(name, document.querySelector('[data-testid="dispersion-card"]') !== null);
    return <span data-testid={`${name}-rendered`} />;
  };
}
vi.mock('./DispersionControls', () => ({ DispersionControls: recorder('dispersion-controls') }));
vi.mock('./TreasuryTabs', () => ({ TreasuryTabs: recorder('treasury-tabs') }));

beforeEach(() => {
  seenAtFirstRender.clear();
  setSelectedCompanyId(1);
});

describe('TreasuryScreen commits before its lazy parts (decision 104)', () => {
  it('puts the cards on the page before the controls and the tabs render', async () => {
    treasuryServer({ settings: makeSettings('AB12'), loans: { ...NO_LOANS, applied: [makeLoan(1)] } });
    renderWithProviders(<TreasuryPage />, { path: '/treasury' });
    expect(await screen.findByTestId('dispersion-controls-rendered')).toBeInTheDocument();
    expect(await screen.findByTestId('treasury-tabs-rendered')).toBeInTheDocument();
    // In the screen's own render (a transition in the app) they would see no card yet, and the
    // screen would wait for their code before showing anything.
    expect(Object.fromEntries(seenAtFirstRender)).toEqual({ 'dispersion-controls': true, 'treasury-tabs': true });
  });
});
