import { formatMXN, suggestCounterOffer, type BulkAction, type LoanList, type LoanListRow } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeLoanListRow } from '../../../test/loanListRow';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { DEFAULT_VIEW } from '../lib/creditsView';
import { CreditsLoansTab } from './CreditsLoansTab';

const row = (id: number, calculationResult: LoanListRow['calculationResult']): LoanListRow =>
  makeLoanListRow(id, { calculationResult });

/** A list of loans with the calculation result the action needs; the bulk route answers the ids it got. */
function api(calculationResult: LoanListRow['calculationResult'], ids: number[]): string[] {
  const called: string[] = [];
  const list: LoanList = {
    groups: { pass: 0, review: 0, reject: 0, pending: 0 },
    total: ids.length,
    page: 1,
    page_size: 10,
    rows: ids.map((id) => row(id, calculationResult)),
  };
  server.use(
    mswHttp.get('/api/loans', () => HttpResponse.json(list)),
    mswHttp.put('/api/loans/:massAction', async ({ request, params }) => {
      called.push(String(params.massAction));
      const body = (await request.json()) as { loanIds: number[] };
      return HttpResponse.json({ updated: body.loanIds.length, loan_ids: body.loanIds });
    }),
  );
  return called;
}

async function runBulk(action: BulkAction, calculationResult: LoanListRow['calculationResult'], ids: number[]) {
  const called = api(calculationResult, ids);
  renderWithProviders(<CreditsLoansTab companyId={1} view={DEFAULT_VIEW} onViewChange={() => undefined} />, {
    path: '/credits',
  });
  const user = userEvent.setup();
  for (const id of ids) await user.click(await screen.findByTestId(`row-select-${id}`));
  await user.click(screen.getByTestId(`bulk-${action}`));
  const confirm = await screen.findByRole('dialog');
  const body = confirm.textContent ?? '';
  await user.click(await within(confirm).findByTestId('confirm-ok'));
  const toast = await screen.findByTestId('toast-success');
  return { body, toast: toast.textContent ?? '', called };
}

afterEach(() => {
  // The toast store is global: earlier tests' toasts would queue new ones behind them.
  notifications.clean();
});

describe('CreditsLoansTab bulk results read right in the singular and the plural', () => {
  const cases: [BulkAction, LoanListRow['calculationResult'], string, string, string, string][] = [
    ['approve', 'pass', '¿Aprobar 1 préstamo?', '1 aprobado', '¿Aprobar 2 préstamos?', '2 aprobados'],
    ['reject', 'reject', '¿Rechazar 1 préstamo?', '1 rechazado', '¿Rechazar 2 préstamos?', '2 rechazados'],
    [
      'counter_offer',
      'review',
      '¿Enviar 1 contraoferta?',
      '1 contraoferta enviada',
      '¿Enviar 2 contraofertas?',
      '2 contraofertas enviadas',
    ],
  ];

  it.each(cases)('%s of one loan: singular confirm and toast', async (action, result, oneBody, oneToast) => {
    const { body, toast, called } = await runBulk(action, result, [1]);
    expect(called).toEqual([`mass-${action.replace('_', '-')}`]);
    expect(body).toContain(oneBody);
    expect(toast).toBe(oneToast);
  });

  it.each(cases)(
    '%s of two loans: plural confirm and toast',
    async (action, result, _oneBody, _oneToast, manyBody, manyToast) => {
      const { body, toast } = await runBulk(action, result, [1, 2]);
      expect(body).toContain(manyBody);
      expect(toast).toBe(manyToast);
    },
  );
});

describe('CreditsLoansTab: rejections may carry a reason, and a loan past review shows why it has no menu', () => {
  it('a mass rejection sends the reason HR picked or typed', async () => {
    const sent: unknown[] = [];
    const list: LoanList = {
      groups: { pass: 0, review: 0, reject: 2, pending: 0 },
      total: 2,
      page: 1,
      page_size: 10,
      rows: [row(1, 'reject'), row(2, 'reject')],
    };
    server.use(
      mswHttp.get('/api/loans', () => HttpResponse.json(list)),
      mswHttp.put('/api/loans/mass-reject', async ({ request }) => {
        const body = (await request.json()) as { loanIds: number[] };
        sent.push(body);
        return HttpResponse.json({ updated: body.loanIds.length, loan_ids: body.loanIds });
      }),
    );
    renderWithProviders(<CreditsLoansTab companyId={1} view={DEFAULT_VIEW} onViewChange={() => undefined} />, {
      path: '/credits',
    });
    const user = userEvent.setup();
    for (const id of [1, 2]) await user.click(await screen.findByTestId(`row-select-${id}`));
    await user.click(screen.getByTestId('bulk-reject'));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByTestId('reject-reason'));
    await user.paste('Fuera del periodo de solicitudes');
    await user.click(await within(dialog).findByTestId('confirm-ok'));
    await screen.findByTestId('toast-success');
    expect(sent).toEqual([{ company_id: 1, loanIds: [1, 2], reason: 'Fuera del periodo de solicitudes' }]);
  });

  it('an approved loan has no menu of greyed-out items: a disabled button that says why', async () => {
    const list: LoanList = {
      groups: { pass: 1, review: 0, reject: 0, pending: 0 },
      total: 1,
      page: 1,
      page_size: 10,
      rows: [makeLoanListRow(7, { status: 'approved' })],
    };
    server.use(mswHttp.get('/api/loans', () => HttpResponse.json(list)));
    renderWithProviders(<CreditsLoansTab companyId={1} view={DEFAULT_VIEW} onViewChange={() => undefined} />, {
      path: '/credits',
    });
    const menu = await screen.findByTestId('row-menu-7');
    expect(menu).toBeDisabled();
    expect(menu).toHaveAccessibleName(
      'Acciones de C-7: Sin acciones: el préstamo está en estatus «Aprobado» y Recursos Humanos ya no puede cambiarlo',
    );
  });
});

describe('CreditsLoansTab: the mass counter offer shows its figures before sending', () => {
  it('each selected loan: requested → the whole-peso suggestion the server will send', async () => {
    const loan = makeLoanListRow(1, {
      calculationResult: 'review',
      amount: '3000.00',
      weeklyDiscount: '500.00',
      totalSavings: '100.00',
    });
    const expected = suggestCounterOffer({
      requestedOn: loan.requestedOn,
      deadline: loan.deadline,
      monthlyRatePercent: loan.monthlyRate,
      weeklyDiscount: '500.00',
      savings: '100.00',
      maxAmount: '3000.00',
    });
    expect(expected?.amount).toMatch(/\.00$/);
    const list: LoanList = {
      groups: { pass: 0, review: 1, reject: 0, pending: 0 },
      total: 1,
      page: 1,
      page_size: 10,
      rows: [loan],
    };
    server.use(mswHttp.get('/api/loans', () => HttpResponse.json(list)));
    renderWithProviders(<CreditsLoansTab companyId={1} view={DEFAULT_VIEW} onViewChange={() => undefined} />, {
      path: '/credits',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('row-select-1'));
    await user.click(screen.getByTestId('bulk-counter_offer'));
    const preview = await screen.findByTestId('bulk-preview-1');
    expect(preview).toHaveTextContent(`C-1${formatMXN('3000.00')}${formatMXN(expected!.amount)}`);
  });
});
