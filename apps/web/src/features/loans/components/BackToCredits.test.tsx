import type { LoanList, LoanListRow } from '@abono/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { makeUserWithRole } from '../../../test/fixtures';
import { sessionHandlers } from '../../../test/handlers';
import { makeLoanListRow } from '../../../test/loanListRow';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { makeLoanDetail } from '../test/loanFixtures';

const row = (id: number): LoanListRow => makeLoanListRow(id, { controlNumber: `E-0${id}` });

/** The credits list answers page 2 of a filtered view; the detail answers any id. */
function creditsApi() {
  const list: LoanList = {
    groups: { pass: 25, review: 0, reject: 0, pending: 0 },
    total: 25,
    page: 2,
    page_size: 10,
    rows: [row(11), row(12)],
  };
  server.use(
    ...sessionHandlers({ user: makeUserWithRole('hr') }),
    mswHttp.get('/api/loans', () => HttpResponse.json(list)),
    mswHttp.get('/api/loans/:id', ({ params }) =>
      HttpResponse.json(makeLoanDetail({ id: Number(params.id), isOwner: false })),
    ),
  );
}

const here = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the loan detail back button keeps the credits view', () => {
  it('from a filtered, sorted page 2 of /credits, back returns to that exact URL', async () => {
    setSelectedCompanyId(1);
    creditsApi();
    const view = '/credits?search=E-0&calculation=pass&status=pending&sort=amount&order=desc&page=2';
    const { router } = renderApp(view);
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('credit-link-12', {}, { timeout: 4000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/detail/12'));
    const back = await screen.findByTestId('back-to-credits', {}, { timeout: 4000 });
    expect(back).toHaveAttribute('href', view);

    await user.click(back);
    await waitFor(() => expect(here(router)).toBe(view));
    // The list shows that view again: the search box, and the page-2 rows.
    const table = await screen.findByTestId('credits-table', {}, { timeout: 4000 });
    expect(screen.getByTestId('credits-search')).toHaveValue('E-0');
    expect(within(table).getByTestId('credit-link-11')).toBeInTheDocument();
  });

  it('opened without the list behind it (a shared link), back goes to the plain list', async () => {
    setSelectedCompanyId(1);
    creditsApi();
    renderApp('/credits/detail/12');
    expect(await screen.findByTestId('back-to-credits', {}, { timeout: 4000 })).toHaveAttribute('href', '/credits');
  });
});
