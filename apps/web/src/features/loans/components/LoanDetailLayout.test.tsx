/**
 * Between 769 and 1024 px the detail cards were two thin columns and the
 * email broke mid-word. jsdom has no layout, so the rules that prevent it are checked:
 * the cards go side by side only from Mantine's lg breakpoint (1200 px), values never
 * shrink to one character (no overflow-wrap: anywhere), and an email wraps only after
 * '@' or '.'.
 */
import { screen } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeLoanDetail } from '../test/loanFixtures';
import { LoanDetail } from './LoanDetail';

describe('loan detail cards at tablet widths', () => {
  it('stack the cards below 1200 px and keep the email whole between its separators', async () => {
    const email = 'maria.fernanda.gonzalez@industriasdelbajio.com.mx';
    server.use(
      mswHttp.get('/api/loans/:id', () =>
        HttpResponse.json(
          makeLoanDetail({
            employee: { id: 70, controlNumber: 'E-001', name: 'María Fernanda González', email, phone: null },
          }),
        ),
      ),
    );
    renderWithProviders(<LoanDetail mode="byId" loanId={5} />, { path: '/credits/detail/5' });
    const value = await screen.findByTestId('employee-email');
    expect(value).toHaveTextContent(email);
    // A break opportunity after each '@' and '.', and nowhere else.
    expect(value.querySelectorAll('wbr')).toHaveLength(5);
    expect(
      [...value.querySelector('span')!.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent),
    ).toEqual(['maria.', 'fernanda.', 'gonzalez@', 'industriasdelbajio.', 'com.', 'mx']);
    expect(value.style.overflowWrap).toBe('break-word');

    // Mantine writes the responsive columns as CSS variables in media queries.
    const grid = screen.getByTestId('loan-detail-cards');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    const gridClass = [...grid.classList].find((c) => css.includes(c));
    expect(gridClass).toBeDefined();
    const rules = css.split('@media').filter((r) => r.includes(gridClass!));
    const twoColumns = rules.filter((r) => /--sg-cols:\s*2/.test(r));
    expect(twoColumns).toHaveLength(1);
    expect(twoColumns[0]).toMatch(/min-width:\s*75em/);
  });
});
