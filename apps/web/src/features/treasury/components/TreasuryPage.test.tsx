import { addDays, lastFridayOnOrBefore, todayInMexicoCity } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../lib/saveBlob';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import {
  expectNoAxeViolations,
  makeFile,
  makeLoan,
  makeSettings,
  NO_LOANS,
  treasuryServer,
  unpayableLoansAnswer,
} from '../testing/treasuryFixtures';
import { TreasuryPage } from './TreasuryPage';

vi.mock('../../../lib/saveBlob', () => ({ saveBlob: vi.fn() }));

const fileAnswer = (name: string) =>
  new HttpResponse('contenido', { headers: { 'content-disposition': `attachment; filename="${name}"` } });

function renderPage(path = '/treasury') {
  return renderWithProviders(<TreasuryPage />, { path });
}

beforeEach(() => {
  setSelectedCompanyId(1);
  vi.mocked(saveBlob).mockReset();
});
afterEach(() => notifications.clean());

describe('TreasuryPage without a company', () => {
  it('asks for one and reads nothing', async () => {
    setSelectedCompanyId(null);
    const asked = treasuryServer();
    renderPage();
    expect(await screen.findByTestId('treasury-no-company')).toHaveTextContent('Selecciona una empresa primero');
    expect(asked).toEqual([]);
  });

  it('a failed settings read shows the error with a retry, never the form', async () => {
    treasuryServer();
    server.use(mswHttp.get('/api/settings', () => new HttpResponse(null, { status: 500 })));
    renderPage();
    expect(await screen.findByTestId('treasury-load-error', {}, { timeout: 10000 })).toHaveTextContent(
      'Error al cargar la información de tesorería',
    );
    expect(screen.queryByTestId('issuer-code-input')).not.toBeInTheDocument();
  });
});

describe('TreasuryPage: the issuer-code form', () => {
  // It validates and saves, then the screen appears.
  it('a company without an issuer code sees only the form', async () => {
    let issuer: string | null = null;
    const bodies: unknown[] = [];
    treasuryServer();
    server.use(
      mswHttp.get('/api/settings', () => HttpResponse.json(makeSettings(issuer))),
      mswHttp.put('/api/settings', async ({ request }) => {
        const body = (await request.json()) as { issuer_code: string };
        bodies.push(body);
        issuer = body.issuer_code;
        return HttpResponse.json(makeSettings(issuer));
      }),
    );
    renderPage();
    const user = userEvent.setup();
    const input = await screen.findByTestId('issuer-code-input');
    expect(screen.queryByTestId('bank-request-card')).not.toBeInTheDocument();
    expect(screen.queryByTestId('treasury-tabs')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('issuer-code-save'));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    await user.type(input, 'A-1');
    await user.click(screen.getByTestId('issuer-code-save'));
    expect(await screen.findByText('El código de emisora no es válido')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'ABCDEFGHIJK');
    await user.click(screen.getByTestId('issuer-code-save'));
    expect(await screen.findByText('El código de emisora no es válido')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(input);
    await user.type(input, 'ABC12');
    await user.click(screen.getByTestId('issuer-code-save'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Código de emisora actualizado');
    expect(bodies).toEqual([{ company_id: 1, issuer_code: 'ABC12' }]);
    expect(await screen.findByTestId('bank-request-card')).toBeInTheDocument();
    expect(screen.queryByTestId('issuer-code-input')).not.toBeInTheDocument();
  });

  it('the form passes axe', async () => {
    treasuryServer({ settings: makeSettings(null) });
    renderPage();
    await screen.findByTestId('issuer-code-input');
    await expectNoAxeViolations();
  });
});

describe('TreasuryPage: the download cards', () => {
  it('with no loan ready both file cards are disabled with the spec warnings', async () => {
    treasuryServer({ loans: NO_LOANS });
    renderPage();
    expect(await screen.findByTestId('bank-request-card-warning')).toHaveTextContent(
      'No hay préstamos aprobados por solicitar al banco',
    );
    expect(screen.getByTestId('dispersion-card-warning')).toHaveTextContent('No hay préstamos aplicados');
    expect(screen.getByTestId('bank-request-download')).toBeDisabled();
    expect(screen.getByTestId('dispersion-download')).toBeDisabled();
  });

  // approved+accepted+error_released for the request, applied for payments.
  it('counts what each file would hold', async () => {
    treasuryServer({
      loans: {
        applied: [makeLoan(1)],
        approved: [makeLoan(2, { status: 'approved' })],
        accepted: [makeLoan(3, { status: 'accepted' })],
        error_released: [makeLoan(4, { status: 'error_released' })],
      },
    });
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('bank-request-card-summary')).toHaveTextContent('3 préstamos por solicitar'),
    );
    expect(screen.getByTestId('dispersion-card-summary')).toHaveTextContent('1 préstamo aplicado por pagar');
    expect(screen.getByTestId('bank-request-download')).toBeEnabled();
    expect(screen.getByTestId('dispersion-download')).toBeEnabled();
  });

  it('the bank request downloads under the server name, then the loans and the history are read again', async () => {
    const asked = treasuryServer({ loans: { ...NO_LOANS, approved: [makeLoan(2, { status: 'approved' })] } });
    server.use(mswHttp.get('/api/treasury/bank-file', () => fileAnswer('solicitud_bancaria_20261127.csv')));
    renderPage('/treasury?tab=history');
    const user = userEvent.setup();
    await screen.findByTestId('history-table');
    await waitFor(() => expect(screen.getByTestId('bank-request-download')).toBeEnabled());
    await user.click(screen.getByTestId('bank-request-download'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('solicitud_bancaria_20261127.csv');
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'solicitud_bancaria_20261127.csv');
    await waitFor(() => expect(asked.filter((u) => u.startsWith('/api/treasury/loans'))).toHaveLength(2));
    await waitFor(() => expect(asked.filter((u) => u.startsWith('/api/treasury/files'))).toHaveLength(2));
  });

  it('a 404 of the payments file is a warning with the server text', async () => {
    treasuryServer({ loans: { ...NO_LOANS, applied: [makeLoan(1)] } });
    server.use(
      mswHttp.get('/api/treasury/generate', () =>
        HttpResponse.json({ error: 'no_applied_loans', message: 'No hay préstamos aplicados' }, { status: 404 }),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('dispersion-download'));
    expect(await screen.findByTestId('toast-warning')).toHaveTextContent('No hay préstamos aplicados');
    expect(vi.mocked(saveBlob)).not.toHaveBeenCalled();
  });

  it('another failure of the payments file is an error with its own text', async () => {
    treasuryServer({ loans: { ...NO_LOANS, applied: [makeLoan(1)] } });
    server.use(mswHttp.get('/api/treasury/generate', () => new HttpResponse(null, { status: 500 })));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('dispersion-download'));
    expect(await screen.findByTestId('toast-error')).toHaveTextContent('Error al generar el archivo de pagos');
  });

  it('the HSBC choice asks for bank 021', async () => {
    treasuryServer({ loans: { ...NO_LOANS, applied: [makeLoan(1)] } });
    const banks: (string | null)[] = [];
    server.use(
      mswHttp.get('/api/treasury/generate', ({ request }) => {
        banks.push(new URL(request.url).searchParams.get('bank_id'));
        return fileAnswer('HSBC.csv');
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByText('HSBC'));
    await user.click(screen.getByTestId('dispersion-download'));
    await screen.findByTestId('toast-success');
    expect(banks).toEqual(['021']);
  });

  // Its one action reports each reason with its loans.
  it('a 422 lists the unpayable loans in a side panel', async () => {
    treasuryServer({ loans: { ...NO_LOANS, applied: [makeLoan(1), makeLoan(2), makeLoan(3)] } });
    const reports: unknown[] = [];
    const keys: (string | null)[] = [];
    const noAccount = 'El empleado no tiene cuenta bancaria';
    const dismissed = 'El empleado ya no está contratado en la empresa';
    server.use(
      mswHttp.get('/api/treasury/generate', () =>
        unpayableLoansAnswer([
          { loan_id: 1, control_number: 'IB-0001', name: 'Rosa Díaz', reason: noAccount },
          { loan_id: 2, control_number: 'IB-0002', name: 'Juan Pérez', reason: dismissed },
          { loan_id: 3, control_number: 'IB-0003', name: 'Ana López', reason: noAccount },
        ]),
      ),
      mswHttp.put('/api/treasury/report-loans-error', async ({ request }) => {
        const body = (await request.json()) as { loanIds: number[] };
        reports.push(body);
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json({ updated: body.loanIds.length, loan_ids: body.loanIds });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('dispersion-download'));
    const panel = await screen.findByTestId('unpayable-panel');
    const table = within(panel).getByTestId('unpayable-table');
    expect(within(table).getByTestId('unpayable-row-2')).toHaveTextContent('IB-0002');
    expect(within(table).getByTestId('unpayable-row-2')).toHaveTextContent('Juan Pérez');
    expect(within(table).getByTestId('unpayable-row-2')).toHaveTextContent(dismissed);
    await expectNoAxeViolations();

    await user.click(within(panel).getByTestId('unpayable-report'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Error reportado en 3 préstamos');
    expect(reports).toEqual([
      { companyId: 1, loanIds: [1, 3], comment: noAccount },
      { companyId: 1, loanIds: [2], comment: dismissed },
    ]);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((k) => k !== null && k.length > 0)).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('unpayable-panel')).not.toBeInTheDocument());
  });

  it('the deductions card asks about the coming Friday and shows its row count and total', async () => {
    const asked = treasuryServer({
      summary: {
        loan_count: 3,
        loan_total: '1000.00',
        final_payment_count: 1,
        final_payment_total: '234.50',
        total: '1234.50',
      },
    });
    renderPage();
    await waitFor(() =>
      expect(screen.getByTestId('deductions-card-summary')).toHaveTextContent('4 descuentos por $1,234.50'),
    );
    expect(screen.getByTestId('deductions-final-payments')).toHaveTextContent(
      '1 pago final del fondo de ahorro por $234.50',
    );
    const friday = lastFridayOnOrBefore(addDays(todayInMexicoCity(), 6));
    expect(asked).toContain(`/api/treasury/deductions/summary?company_id=1&date=${friday}`);
    const [y, m, d] = friday.split('-');
    expect(screen.getByTestId('deductions-date')).toHaveValue(`${d}/${m}/${y}`);
    // The Fridays' dropdown is mounted when opened, not hidden from the start (decision 102).
    expect(screen.queryByRole('option', { name: `${d}/${m}/${y}`, hidden: true })).toBeNull();
  });

  it('the deductions download asks for the chosen format', async () => {
    treasuryServer({ summary: { loan_count: 1, loan_total: '250.00', total: '250.00' } });
    const formats: (string | null)[] = [];
    server.use(
      mswHttp.get('/api/treasury/deductions', ({ request }) => {
        formats.push(new URL(request.url).searchParams.get('format'));
        return fileAnswer('descuentos.csv');
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('1 descuento por $250.00');
    await user.click(screen.getByText('CSV'));
    await user.click(screen.getByTestId('deductions-download'));
    await screen.findByTestId('toast-success');
    expect(formats).toEqual(['csv']);
  });
});

describe('TreasuryPage: the tabs', () => {
  it('?tab=terminated opens the terminated employees (the notice leads here) and downloads a document', async () => {
    treasuryServer({
      deactivated: [
        {
          id: 13,
          name: 'Pedro Gómez',
          controlNumber: 'IB-0013',
          totalSavings: '3200.00',
          deactivatedAt: '2026-11-20T17:00:00.000Z',
        },
      ],
    });
    server.use(
      mswHttp.get('/api/employees/:id/deactivation-document', () => fileAnswer('employee_termination_13.pdf')),
    );
    renderPage('/treasury?tab=terminated');
    const user = userEvent.setup();
    const row = await screen.findByTestId('terminated-row-13');
    expect(row).toHaveTextContent('IB-0013');
    expect(row).toHaveTextContent('$3,200.00');
    expect(row).toHaveTextContent('20/11/2026');
    await user.click(within(row).getByTestId('termination-doc-13'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Documento de baja descargado');
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'employee_termination_13.pdf');
    await expectNoAxeViolations();
  });

  // The full SHA-256 is in the title.
  it('the history lists each file with its short SHA-256 and downloads it again', async () => {
    const file = makeFile(7);
    treasuryServer({
      files: [file, makeFile(6, { kind: 'bank_request', bank: null, file_name: 'solicitud_bancaria_20261126.csv' })],
    });
    const asked: string[] = [];
    server.use(
      mswHttp.get('/api/treasury/files/:id', ({ request, params }) => {
        asked.push(`${String(params.id)}${new URL(request.url).search}`);
        return fileAnswer(file.file_name);
      }),
    );
    renderPage('/treasury?tab=history');
    const user = userEvent.setup();
    const row = await screen.findByTestId('history-row-7');
    expect(row).toHaveTextContent('Archivo de pagos');
    expect(row).toHaveTextContent('BANORTE');
    expect(row).toHaveTextContent('Tesorería Demo');
    expect(row).toHaveTextContent('26/11/2026 12:05');
    expect(row).toHaveTextContent('$10,000.00');
    const sha = within(row).getByTestId('history-sha-7');
    expect(sha).toHaveTextContent(`${file.sha256.slice(0, 12)}…`);
    expect(sha).toHaveAttribute('title', file.sha256);
    expect(screen.getByTestId('history-row-6')).toHaveTextContent('Solicitud bancaria');
    await user.click(within(row).getByTestId('history-download-7'));
    await screen.findByTestId('toast-success');
    expect(asked).toEqual(['7?company_id=1']);
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(expect.anything(), 'NIABC1201.PAG');
    await expectNoAxeViolations();
  });
});
