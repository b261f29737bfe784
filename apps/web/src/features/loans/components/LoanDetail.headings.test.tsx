import { screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { confirmed, makeLoanDetail } from '../test/loanFixtures';
import { LoanDetail } from './LoanDetail';

const NOW = new Date('2026-03-25T18:00:00.000Z');

describe('LoanDetail headings', () => {
  it('the title is the h1 and every section is an h2 under it (no skipped level)', async () => {
    server.use(
      mswHttp.get('/api/loans/:id', () => HttpResponse.json(makeLoanDetail({ ...confirmed(), isOwner: false }))),
    );
    renderWithProviders(<LoanDetail mode="byId" loanId={5} now={NOW} />, { path: '/credits/detail/5' });
    await screen.findByTestId('loan-detail');
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1).toHaveLength(1);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    // axe heading-order: a heading is at most one level deeper than the one before it.
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect(levels.filter((l) => l === 2).length).toBeGreaterThan(1);
  });
});
