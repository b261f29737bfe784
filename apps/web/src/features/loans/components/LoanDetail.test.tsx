import type { LoanDetailResponse } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { captureFetchBody } from '../../../test/captureFetchBody';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { confirmed, counterOffered, makeLoanDetail } from '../test/loanFixtures';
import { FAKE_SIGNATURE_DATA_URL } from '../../../components/SignaturePad/testing/FakeSignaturePad';
import { LoanDetail } from './LoanDetail';
import { MyCreditPage } from './MyCreditPage';

vi.mock('signature_pad', async () => ({
  default: (await import('../../../components/SignaturePad/testing/FakeSignaturePad')).FakeSignaturePad,
}));

/** Draws on the signature canvas (a pointerup is one stroke for the fake pad) and confirms. */
async function drawAndConfirmSignature(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByTestId('signature-dialog');
  const canvas = await within(dialog).findByTestId('signature-canvas');
  // signature_pad loads when the dialog opens; stroke until it is listening.
  await waitFor(async () => {
    canvas.dispatchEvent(new Event('pointerup'));
    expect(within(dialog).getByTestId('signature-confirm')).toBeEnabled();
  });
  await user.click(within(dialog).getByTestId('signature-confirm'));
}

/** Wednesday 2026-03-25, noon in Mexico City. */
const NOW = new Date('2026-03-25T18:00:00.000Z');

/** The own view: GET user-active → { id }, then GET /loans/{id} answers `detail()` (re-read on each call). */
function ownLoan(detail: () => LoanDetailResponse) {
  let reads = 0;
  let activeReads = 0;
  server.use(
    mswHttp.get('/api/loans/user-active', () => {
      activeReads += 1;
      return HttpResponse.json({ id: detail().id, status: detail().status });
    }),
    mswHttp.get('/api/loans/:id', () => {
      reads += 1;
      return HttpResponse.json(detail());
    }),
  );
  return { reads: () => reads, activeReads: () => activeReads };
}

function renderOwn() {
  setSelectedCompanyId(1);
  return renderWithProviders(<MyCreditPage now={NOW} />, { path: '/my-credit' });
}

function renderById(id = 5) {
  return renderWithProviders(<LoanDetail mode="byId" loanId={id} now={NOW} />, { path: `/credits/detail/${id}` });
}

afterEach(() => {
  vi.restoreAllMocks();
  // The toast store is global: earlier tests' toasts would queue new ones behind them.
  notifications.clean();
});

describe('LoanDetail: own view and counter offer', () => {
  it('shows the employee and loan cards, the struck originals and Accept/Reject while counter_offered', async () => {
    ownLoan(() => makeLoanDetail(counterOffered()));
    renderOwn();
    expect(await screen.findByTestId('loan-detail')).toBeInTheDocument();
    const employee = screen.getByTestId('employee-card');
    expect(employee).toHaveTextContent('E-001');
    expect(employee).toHaveTextContent('Ana María López');
    expect(employee).toHaveTextContent('ana@example.com');
    expect(employee).toHaveTextContent('5512345678');
    expect(screen.getByTestId('loan-status')).toHaveTextContent('Contraoferta');
    expect(screen.getByTestId('loan-card')).toHaveTextContent('02/03/2026');
    expect(screen.getByTestId('loan-card')).toHaveTextContent('$3,000.00');

    const panel = screen.getByTestId('counter-offer-panel');
    const struck = within(panel).getByTestId('counter-offer-original-amount');
    expect(struck.tagName).toBe('S');
    expect(struck).toHaveTextContent('$10,000.00');
    expect(within(panel).getByTestId('counter-offer-amount')).toHaveTextContent('$8,000.00');
    expect(within(panel).getByTestId('counter-offer-weekly')).toHaveTextContent('$800.00');
    expect(within(panel).getByTestId('counter-offer-interest')).toHaveTextContent('$400.00');
    expect(within(panel).getByTestId('counter-offer-total')).toHaveTextContent('$8,400.00');
    expect(within(panel).getByTestId('counter-offer-final')).toHaveTextContent('$2,000.00');
    expect(within(panel).getByTestId('counter-offer-date')).toHaveTextContent('24/04/2026');
    expect(within(panel).getByTestId('counter-offer-reason')).toHaveTextContent('Ahorro insuficiente');
    // The loan card strikes the original amount too.
    expect(screen.getByTestId('loan-card-original-amount').tagName).toBe('S');

    expect(screen.getByTestId('counter-offer-accept')).toBeEnabled();
    expect(screen.getByTestId('counter-offer-reject')).toBeEnabled();
    expect(screen.queryByTestId('back-to-credits')).not.toBeInTheDocument();
  });

  it('the by-id view shows the panel without Accept/Reject and with a back button to /credits', async () => {
    server.use(
      mswHttp.get('/api/loans/:id', () => HttpResponse.json(makeLoanDetail({ ...counterOffered(), isOwner: false }))),
    );
    renderById();
    expect(await screen.findByTestId('counter-offer-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('counter-offer-accept')).not.toBeInTheDocument();
    expect(screen.queryByTestId('counter-offer-reject')).not.toBeInTheDocument();
    expect(screen.getByTestId('back-to-credits')).toHaveAttribute('href', '/credits');
  });

  it('hides Accept/Reject in the own view once the offer was answered', async () => {
    ownLoan(() => makeLoanDetail({ ...counterOffered(), status: 'accepted' }));
    renderOwn();
    expect(await screen.findByTestId('counter-offer-panel')).toBeInTheDocument();
    expect(screen.queryByTestId('counter-offer-accept')).not.toBeInTheDocument();
  });

  it('Accept asks for confirmation, then a NEW signature, and sends it multipart with company_id', async () => {
    let current = makeLoanDetail(counterOffered());
    const reads = ownLoan(() => current);
    let companyId: FormDataEntryValue | null = null;
    let signature: FormDataEntryValue | null = null;
    let contentType = '';
    let calls = 0;
    const sentBody = captureFetchBody('/api/loans/5/accept-counter-offer');
    server.use(
      mswHttp.put('/api/loans/:id/accept-counter-offer', async ({ request, params }) => {
        calls += 1;
        expect(params.id).toBe('5');
        contentType = request.headers.get('content-type') ?? '';
        const form = await request.formData();
        companyId = form.get('company_id');
        signature = form.get('signature');
        current = makeLoanDetail({ ...counterOffered(), status: 'accepted' });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderOwn();
    await user.click(await screen.findByTestId('counter-offer-accept'));
    // The confirmation comes first (Mantine mounts the modal's content a tick after its root).
    const confirm = await screen.findByRole('dialog', { name: '¿Aceptar la contraoferta?' });
    expect(await within(confirm).findByText(/firmarás un nuevo contrato/)).toBeInTheDocument();
    expect(calls).toBe(0);
    await user.click(within(confirm).getByTestId('counter-offer-confirm-ok'));
    await drawAndConfirmSignature(user);
    expect(
      await screen.findByText('Contraoferta aceptada', { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(companyId).toBe('1');
    expect(contentType).toContain('multipart/form-data');
    expect(signature).not.toBeNull();
    // The test environment's fetch bridge (jsdom File → Node) loses file contents and names,
    // so the file part is read from the FormData the app handed to fetch.
    const file = sentBody().get('signature') as File;
    expect(file.name).toBe('firma.png');
    expect(file.type).toBe('image/png');
    const sent = new Uint8Array(await file.arrayBuffer());
    const expected = Uint8Array.from(atob(FAKE_SIGNATURE_DATA_URL.split(',')[1]!), (c) => c.charCodeAt(0));
    expect(sent).toEqual(expected);
    await waitFor(() => expect(screen.getByTestId('loan-status')).toHaveTextContent('Aceptado'));
    expect(screen.queryByTestId('counter-offer-accept')).not.toBeInTheDocument();
    // The answer is the updated detail: it goes into the cache and the loan is not read again;
    // only the active-loan lookup, which the answer cannot update, is asked again.
    await waitFor(() => expect(reads.activeReads()).toBeGreaterThanOrEqual(2));
    expect(reads.reads()).toBe(1);
  });

  it('Reject sends company_id and goes to / replacing the history entry', async () => {
    ownLoan(() => makeLoanDetail(counterOffered()));
    let companyId: FormDataEntryValue | null = null;
    server.use(
      mswHttp.put('/api/loans/:id/reject-counter-offer', async ({ request }) => {
        companyId = (await request.formData()).get('company_id');
        return HttpResponse.json(makeLoanDetail({ ...counterOffered(), status: 'not_accepted' }));
      }),
    );
    const user = userEvent.setup();
    const { router } = renderOwn();
    await user.click(await screen.findByTestId('counter-offer-reject'));
    const confirm = await screen.findByRole('dialog', { name: '¿Rechazar la contraoferta?' });
    expect(await within(confirm).findByText(/no podrás aceptar esta contraoferta/)).toBeInTheDocument();
    expect(companyId).toBeNull();
    await user.click(within(confirm).getByTestId('counter-offer-confirm-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(companyId).toBe('1');
    expect(await screen.findByText('Contraoferta rechazada')).toBeInTheDocument();
  });

  it('cancelling the confirmation or the signature sends nothing', async () => {
    ownLoan(() => makeLoanDetail(counterOffered()));
    let calls = 0;
    server.use(
      mswHttp.put('/api/loans/:id/:action', () => {
        calls += 1;
        return HttpResponse.json(makeLoanDetail(counterOffered()));
      }),
    );
    const user = userEvent.setup();
    renderOwn();
    await user.click(await screen.findByTestId('counter-offer-reject'));
    await user.click(await screen.findByTestId('counter-offer-confirm-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByTestId('counter-offer-accept'));
    await user.click(await screen.findByTestId('counter-offer-confirm-ok'));
    await user.click(await screen.findByTestId('signature-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toBe(0);
    expect(screen.getByTestId('loan-status')).toHaveTextContent('Contraoferta');
  });

  it('strikes the original values through (computed style) and shows the original final payment date', async () => {
    ownLoan(() => makeLoanDetail(counterOffered()));
    renderOwn();
    const panel = await screen.findByTestId('counter-offer-panel');
    for (const struck of [
      within(panel).getByTestId('counter-offer-original-amount'),
      within(panel).getByTestId('counter-offer-original-date'),
      screen.getByTestId('loan-card-original-amount'),
    ]) {
      expect(getComputedStyle(struck).textDecoration).toContain('line-through');
    }
    // The requested final payment date (contract version 1), not "—".
    expect(within(panel).getByTestId('counter-offer-original-date')).toHaveTextContent('30/04/2026');
    expect(within(panel).getByTestId('counter-offer-date')).toHaveTextContent('24/04/2026');
    expect(panel).not.toHaveTextContent('—');
  });

  it('a failed answer shows the error and re-enables the buttons', async () => {
    ownLoan(() => makeLoanDetail(counterOffered()));
    server.use(
      mswHttp.put('/api/loans/:id/accept-counter-offer', () =>
        HttpResponse.json(
          { error: 'transition_not_allowed', message: 'La acción no está permitida en el estado actual del préstamo.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderOwn();
    await user.click(await screen.findByTestId('counter-offer-accept'));
    await user.click(await screen.findByTestId('counter-offer-confirm-ok'));
    await drawAndConfirmSignature(user);
    expect(
      await screen.findByText('La acción no está permitida en el estado actual del préstamo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('counter-offer-accept')).toBeEnabled());
  });
});

describe('LoanDetail: error banner', () => {
  const withError = { errorComment: 'La cuenta bancaria no existe', status: 'error' as const };

  it('is hidden in the own view while the employee has not been notified', async () => {
    ownLoan(() => makeLoanDetail(withError));
    renderOwn();
    expect(await screen.findByTestId('loan-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('loan-error-banner')).not.toBeInTheDocument();
  });

  it('shows in the own view once notified, with "Documentación completada"', async () => {
    ownLoan(() =>
      makeLoanDetail({ ...withError, status: 'employee_notified', employeeNotifiedAt: '2026-03-20T16:00:00.000Z' }),
    );
    renderOwn();
    const banner = await screen.findByTestId('loan-error-banner');
    expect(banner).toHaveTextContent('La cuenta bancaria no existe');
    expect(within(banner).getByTestId('release-error-button')).toHaveTextContent('Documentación completada');
  });

  it('shows by id even before the employee is notified, without the release action', async () => {
    server.use(
      mswHttp.get('/api/loans/:id', () => HttpResponse.json(makeLoanDetail({ ...withError, isOwner: false }))),
    );
    renderById();
    expect(await screen.findByTestId('loan-error-banner')).toHaveTextContent('La cuenta bancaria no existe');
    expect(screen.queryByTestId('release-error-button')).not.toBeInTheDocument();
  });

  it('is hidden once the error was released', async () => {
    server.use(
      mswHttp.get('/api/loans/:id', () =>
        HttpResponse.json(
          makeLoanDetail({
            ...withError,
            status: 'error_released',
            employeeNotifiedAt: '2026-03-20T16:00:00.000Z',
            errorReleasedAt: '2026-03-21T16:00:00.000Z',
          }),
        ),
      ),
    );
    renderById();
    expect(await screen.findByTestId('loan-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('loan-error-banner')).not.toBeInTheDocument();
  });

  it('"Documentación completada" calls release-error, toasts and refetches', async () => {
    const notified = {
      ...withError,
      status: 'employee_notified' as const,
      employeeNotifiedAt: '2026-03-20T16:00:00.000Z',
    };
    let current = makeLoanDetail(notified);
    ownLoan(() => current);
    let called = false;
    server.use(
      mswHttp.put('/api/loans/:id/release-error', async ({ request }) => {
        called = (await request.formData()).get('company_id') === '1';
        current = makeLoanDetail({
          ...notified,
          status: 'error_released',
          errorReleasedAt: '2026-03-25T18:00:00.000Z',
        });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderOwn();
    await user.click(await screen.findByTestId('release-error-button'));
    expect(await screen.findByText('Documentación marcada como completada')).toBeInTheDocument();
    expect(called).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('loan-error-banner')).not.toBeInTheDocument());
    expect(screen.getByTestId('loan-status')).toHaveTextContent('Documentación completada');
  });
});

describe('LoanDetail: not found and loading', () => {
  it('shows credit-not-found when there is no active loan', async () => {
    server.use(mswHttp.get('/api/loans/user-active', () => HttpResponse.json(null)));
    renderOwn();
    expect(await screen.findByTestId('credit-not-found')).toHaveTextContent('Crédito no encontrado');
  });

  it('shows credit-not-found when the loan fails to load', async () => {
    server.use(
      mswHttp.get('/api/loans/:id', () =>
        HttpResponse.json({ error: 'not_found', message: 'No existe' }, { status: 404 }),
      ),
    );
    renderById(99);
    expect(await screen.findByTestId('credit-not-found')).toBeInTheDocument();
    expect(screen.getByTestId('back-to-credits')).toBeInTheDocument();
  });

  it('asks for a company first when none is selected', async () => {
    renderWithProviders(<MyCreditPage now={NOW} />);
    expect(await screen.findByText('Selecciona una empresa primero')).toBeInTheDocument();
  });
});

describe('LoanDetail: payment schedule', () => {
  it('is shown for a confirmed loan: paid/current/pending badges, the savings row, the total pending', async () => {
    server.use(mswHttp.get('/api/loans/:id', () => HttpResponse.json(makeLoanDetail(confirmed()))));
    renderById();
    const schedule = await screen.findByTestId('payment-schedule');
    const row = (id: string) => within(schedule).getByTestId(id);
    expect(row('schedule-row-1')).toHaveTextContent('13/03/2026');
    expect(row('schedule-row-1')).toHaveTextContent('$1,000.00');
    expect(row('schedule-row-1')).toHaveTextContent('$50.00');
    expect(row('schedule-row-1')).toHaveTextContent('$950.00');
    expect(row('schedule-row-1')).toHaveTextContent('Pagado');
    expect(row('schedule-row-2')).toHaveTextContent('Pagado');
    expect(row('schedule-row-3')).toHaveTextContent('27/03/2026');
    expect(row('schedule-row-3')).toHaveTextContent('En curso');
    expect(row('schedule-row-4')).toHaveTextContent('Pendiente');
    const savings = row('schedule-row-savings');
    expect(savings).toHaveTextContent('Fondo de ahorro');
    expect(savings).toHaveTextContent('30/04/2026');
    expect(savings).toHaveTextContent('$500.00');
    expect(savings).toHaveTextContent('Pendiente');
    expect(within(schedule).getByTestId('schedule-total-pending')).toHaveTextContent('$2,500.00');
    expect(screen.getByTestId('loan-total-pending')).toHaveTextContent('$2,500.00');
    expect(screen.queryByTestId('schedule-not-available')).not.toBeInTheDocument();
  });

  it('is not available for a loan that is not confirmed', async () => {
    server.use(mswHttp.get('/api/loans/:id', () => HttpResponse.json(makeLoanDetail({ status: 'approved' }))));
    renderById();
    expect(await screen.findByTestId('schedule-not-available')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-schedule')).not.toBeInTheDocument();
    expect(screen.getByTestId('loan-total-pending')).toHaveTextContent('No disponible');
  });
});

describe('LoanDetail: audit timeline and contract', () => {
  it('renders who, what and when for each audit entry', async () => {
    const audit: LoanDetailResponse['audit'] = [
      {
        id: 1,
        action: 'apply',
        fromStatus: null,
        toStatus: 'pending',
        actorName: 'Ana María López',
        actorRole: 'employee',
        at: '2026-03-02T17:30:00.000Z',
        changes: [],
      },
      {
        id: 2,
        action: 'counter_offer',
        fromStatus: 'pending',
        toStatus: 'counter_offered',
        actorName: 'Rosa RRHH',
        actorRole: 'hr',
        at: '2026-03-03T15:05:00.000Z',
        changes: [],
      },
    ];
    server.use(mswHttp.get('/api/loans/:id', () => HttpResponse.json(makeLoanDetail({ ...counterOffered(), audit }))));
    renderById();
    const timeline = await screen.findByTestId('loan-timeline');
    const first = within(timeline).getByTestId('timeline-entry-1');
    expect(first).toHaveTextContent('Solicitud enviada');
    expect(first).toHaveTextContent('Por Ana María López (Solicitante)');
    expect(first).toHaveTextContent('Estatus: Pendiente');
    expect(first).toHaveTextContent('02/03/2026 11:30');
    const second = within(timeline).getByTestId('timeline-entry-2');
    expect(second).toHaveTextContent('Contraoferta enviada');
    expect(second).toHaveTextContent('Pendiente → Contraoferta');
    expect(second).toHaveTextContent('Por Rosa RRHH (RRHH)');
    expect(second).toHaveTextContent('03/03/2026 09:05');
  });

  it('shows the fields each step changed, old → new, in Spanish formats', async () => {
    const audit: LoanDetailResponse['audit'] = [
      {
        id: 1,
        action: 'apply',
        fromStatus: null,
        toStatus: 'pending',
        actorName: 'Ana María López',
        actorRole: 'employee',
        at: '2026-03-02T17:30:00.000Z',
        changes: [{ field: 'original_amount', from: null, to: '10000.00' }],
      },
      {
        id: 3,
        action: 'accept_counter_offer',
        fromStatus: 'counter_offered',
        toStatus: 'accepted',
        actorName: 'Ana María López',
        actorRole: 'employee',
        at: '2026-03-04T15:05:00.000Z',
        changes: [
          { field: 'originalAmount', from: '10000.00', to: '8000.00' },
          { field: 'finalPaymentDate', from: '2026-04-30', to: '2026-04-24' },
          { field: 'weeksNeeded', from: 8, to: 10 },
          { field: 'counter_offer.reason', from: null, to: 'Ahorro insuficiente' },
        ],
      },
    ];
    server.use(
      mswHttp.get('/api/loans/:id', () =>
        HttpResponse.json(makeLoanDetail({ ...counterOffered(), status: 'accepted', audit })),
      ),
    );
    renderById();
    const changes = await screen.findByTestId('timeline-changes-3');
    const items = within(changes)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Monto: $10,000.00 → $8,000.00',
      'Fecha del pago final: 30/04/2026 → 24/04/2026',
      'Semanas: 8 → 10',
      'Motivo: Ahorro insuficiente',
    ]);
    expect(screen.getByTestId('timeline-changes-1')).toHaveTextContent('Monto: $10,000.00');
  });

  it('lists the signed contract versions and downloads each one by its version', async () => {
    server.use(
      mswHttp.get(
        '/api/loans/:id/contract',
        ({ request }) =>
          new HttpResponse(
            new Uint8Array([0x25, 0x50, 0x44, 0x46, Number(new URL(request.url).searchParams.get('version') ?? 0)]),
            {
              headers: {
                'content-type': 'application/pdf',
                'content-disposition':
                  `inline; filename="contrato_5_v${new URL(request.url).searchParams.get('version')}` + '.pdf"',
              },
            },
          ),
      ),
      mswHttp.get('/api/loans/:id', () =>
        HttpResponse.json(
          makeLoanDetail({
            ...counterOffered(),
            status: 'accepted',
            contracts: [
              { version: 1, kind: 'original', signedAt: '2026-03-02T17:30:00.000Z' },
              { version: 2, kind: 'counter_offer', signedAt: '2026-03-04T15:05:00.000Z' },
            ],
          }),
        ),
      ),
    );
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:contract');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderById();
    const list = await screen.findByTestId('contract-versions');
    expect(within(list).getByTestId('contract-version-1')).toHaveTextContent('Versión 1 · Solicitud original');
    expect(within(list).getByTestId('contract-version-1')).toHaveTextContent('Firmado el 02/03/2026');
    expect(within(list).getByTestId('contract-version-2')).toHaveTextContent('Versión 2 · Contraoferta aceptada');
    expect(within(list).getByTestId('contract-version-2')).toHaveTextContent('Firmado el 04/03/2026');
    await user.click(within(list).getByRole('button', { name: 'Descargar contrato, versión 1' }));
    await waitFor(() => expect(names).toEqual(['contrato_5_v1.pdf']));
    await waitFor(() => expect(within(list).getByTestId('download-contract-v2')).toBeEnabled());
    await user.click(within(list).getByTestId('download-contract-v2'));
    await waitFor(() => expect(names).toEqual(['contrato_5_v1.pdf', 'contrato_5_v2.pdf']));
  });

  it('saves the latest contract under the name the server gives it, and toasts the failure message', async () => {
    let fail = false;
    server.use(
      mswHttp.get('/api/loans/:id/contract', () =>
        fail
          ? HttpResponse.json({ error: 'not_found', message: 'No existe' }, { status: 404 })
          : new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
              headers: {
                'content-type': 'application/pdf',
                'content-disposition': 'inline; filename="contrato_5_v3.pdf"',
              },
            }),
      ),
      mswHttp.get('/api/loans/:id', () => HttpResponse.json(makeLoanDetail())),
    );
    const createObjectURL = vi.fn(() => 'blob:contract');
    // jsdom has no object URLs.
    vi.spyOn(URL, 'createObjectURL').mockImplementation(createObjectURL);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderById();
    await user.click(await screen.findByTestId('download-contract'));
    await waitFor(() => expect(names).toEqual(['contrato_5_v3.pdf']));
    expect(createObjectURL).toHaveBeenCalled();
    fail = true;
    await waitFor(() => expect(screen.getByTestId('download-contract')).toBeEnabled());
    await user.click(screen.getByTestId('download-contract'));
    expect(await screen.findByText('Error al descargar el documento')).toBeInTheDocument();
  });
});
