import { formatDateEs, formatMXN, quoteLoan, type LoanQuote } from '@abono/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { activeLoanQuery } from '../../../lib/queries/useActiveLoanQuery';
import { meQuery } from '../../../lib/session/fetchMe';
import { setAccessToken } from '../../../lib/authStore';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { ApplyPanel } from './ApplyPanel';
import { captureFetchBody } from '../../../test/captureFetchBody';
import { makeOffer } from '../testing/fixtures';
import type { OfferResponse } from '@abono/domain';

vi.mock('signature_pad', async () => ({
  default: (await import('../../../components/SignaturePad/testing/FakeSignaturePad')).FakeSignaturePad,
}));

function quoteOf(offer: OfferResponse, amount: string, weeklyDiscount: string): LoanQuote {
  const result = quoteLoan({
    today: offer.today,
    deadline: offer.deadline!,
    monthlyRatePercent: offer.interestRate,
    amount,
    weeklyDiscount,
  });
  if (!result.ok) throw new Error('no quote');
  return result.quote;
}

function renderPanel(offer: OfferResponse = makeOffer()) {
  server.use(mswHttp.get('/api/loans/offers/:id', () => HttpResponse.json(offer)));
  const client = createQueryClient();
  client.setQueryData(meQuery.queryKey, makeUser());
  setAccessToken('access-1');
  const onClose = vi.fn();
  const utils = renderWithProviders(
    <ApplyPanel opened companyId={1} productId={offer.product.id} onClose={onClose} />,
    { client },
  );
  return { ...utils, onClose };
}

async function sign(user: UserEvent) {
  await user.click(screen.getByTestId('sign-button'));
  const canvas = await screen.findByTestId('signature-canvas');
  const confirm = screen.getByTestId('signature-confirm');
  // signature_pad loads when the dialog opens; stroke until it is listening.
  await waitFor(() => {
    fireEvent.pointerDown(canvas);
    fireEvent.pointerUp(canvas);
    expect(confirm).toBeEnabled();
  });
  await user.click(confirm);
  await screen.findByTestId('signature-signed');
}

describe('ApplyPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the read-only fields and recomputes the summary with quoteLoan on every keystroke', async () => {
    const offer = makeOffer();
    const user = userEvent.setup();
    renderPanel(offer);
    expect(await screen.findByTestId('apply-date')).toHaveValue('02/03/2026');
    expect(screen.getByTestId('apply-employee-code')).toHaveValue('E-001');
    expect(screen.getByTestId('apply-name')).toHaveValue('Ana María López');
    expect(screen.getByTestId('apply-branch')).toHaveValue('León');
    expect(screen.getByTestId('quote-rate')).toHaveTextContent('2.5%');
    expect(screen.getByTestId('quote-deadline')).toHaveTextContent(formatDateEs(offer.deadline!));

    // Figures worked out by hand (spec 01 §9), not with the quoteLoan the panel itself uses.
    // Today Mon 02/03/2026, deadline 11/12/2026: 35 weeks available (the cap); 2.5 % a month.
    await user.type(screen.getByTestId('apply-amount'), '5000');
    await user.type(screen.getByTestId('apply-weekly-discount'), '5');
    // $5 a week: interest over all 35 weeks = 5000 × 0.025 / 30 × 245 days = 1020.833… → $1,020.83.
    expect(screen.getByTestId('quote-interest')).toHaveTextContent('$1,020.83');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$6,020.83');
    expect(screen.getByTestId('quote-weeks')).toHaveTextContent(/^35$/);

    await user.type(screen.getByTestId('apply-weekly-discount'), '00');
    // $500 a week: interest over ceil(5000 / 500) = 10 weeks = 5000 × 0.025 / 30 × 70 = 291.666… → $291.67;
    // total $5,291.67 needs ceil(5291.67 / 500) = 11 weeks.
    expect(screen.getByTestId('quote-amount')).toHaveTextContent('$5,000.00');
    expect(screen.getByTestId('quote-weekly-discount')).toHaveTextContent('$500.00');
    expect(screen.getByTestId('quote-interest')).toHaveTextContent('$291.67');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('$5,291.67');
    expect(screen.getByTestId('quote-weeks')).toHaveTextContent(/^11$/);
    expect(screen.getByTestId('quote-cat')).toHaveTextContent(/^CAT informativo: \d+\.\d% sin IVA$/);
  });

  it('shows the green note when deductions pay everything, else the yellow one with the remainder', async () => {
    const offer = makeOffer({ deadline: '2026-04-10' });
    const user = userEvent.setup();
    renderPanel(offer);
    await user.type(await screen.findByTestId('apply-amount'), '1000');
    await user.type(screen.getByTestId('apply-weekly-discount'), '500');
    expect(screen.getByTestId('quote-note-green')).toBeInTheDocument();
    expect(screen.queryByTestId('quote-note-yellow')).not.toBeInTheDocument();

    await user.clear(screen.getByTestId('apply-amount'));
    await user.type(screen.getByTestId('apply-amount'), '5000');
    const q = quoteOf(offer, '5000', '500');
    expect(q.fullyPaid).toBe(false);
    const yellow = screen.getByTestId('quote-note-yellow');
    expect(yellow).toHaveTextContent(formatMXN(q.paidByDeductions));
    expect(yellow).toHaveTextContent(formatMXN(q.finalPayment));
    expect(yellow).toHaveTextContent(formatDateEs(q.finalPaymentDate));
    expect(screen.queryByTestId('quote-note-green')).not.toBeInTheDocument();
  });

  it('names invalid characters and empty amounts with the domain messages', async () => {
    const user = userEvent.setup();
    renderPanel();
    const amount = await screen.findByTestId('apply-amount');
    await user.type(amount, '12a');
    expect(await screen.findByText('Solo se permiten dígitos y un punto decimal')).toBeInTheDocument();
    await user.clear(amount);
    expect(await screen.findByText('Ingresa un monto')).toBeInTheDocument();
    await user.type(amount, '0');
    expect(await screen.findByText('El monto debe ser mayor a 0')).toBeInTheDocument();
    expect(screen.getByTestId('view-contract')).toBeDisabled();
  });

  it('says "at most 2 decimals" for 10.999, not "must be greater than 0"', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByTestId('apply-amount'), '10.999');
    expect(await screen.findByText('Usa como máximo 2 decimales')).toBeInTheDocument();
    expect(screen.queryByText('El monto debe ser mayor a 0')).not.toBeInTheDocument();
  });

  // Then sends the multipart request.
  it('keeps Apply disabled until amount, discount and signature are given', async () => {
    const offer = makeOffer();
    let received: FormData | null = null;
    let activeLoanCalls = 0;
    server.use(
      mswHttp.post('/api/loans', async ({ request }) => {
        received = await request.formData();
        return HttpResponse.json({ id: 99 }, { status: 201 });
      }),
      mswHttp.get('/api/loans/user-active', () => {
        activeLoanCalls += 1;
        return HttpResponse.json({ id: 99, status: 'pending' });
      }),
    );
    const sentBody = captureFetchBody('/api/loans');
    const user = userEvent.setup();
    const { onClose, client } = renderPanel(offer);
    client.setQueryData(activeLoanQuery(1).queryKey, null);
    const submit = await screen.findByTestId('apply-submit');
    expect(submit).toHaveTextContent('Solicitar');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('apply-amount'), '5000');
    expect(submit).toBeDisabled();
    await user.type(screen.getByTestId('apply-weekly-discount'), '500');
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('view-contract')).toBeEnabled();
    await sign(user);
    await waitFor(() => expect(submit).toBeEnabled());

    await user.click(submit);
    expect(await screen.findByText('Solicitud de préstamo enviada exitosamente')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const q = quoteOf(offer, '5000', '500');
    const form = received as unknown as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'signature'))).toEqual({
      date: '2026-03-02',
      employee_code: 'E-001',
      name: 'Ana María López',
      branch: 'León',
      loan_amount: '5000.00',
      weekly_discount: '500.00',
      product_id: String(offer.product.id),
      company_id: '1',
      tin: 'EMPL800101AA1',
      deadline: offer.deadline,
      interest_amount: q.interestAmount,
      total_amount: q.totalAmount,
      weeks_needed: String(q.weeksNeeded),
      final_payment: q.finalPayment,
      final_payment_date: q.finalPaymentDate,
    });
    // The test environment's fetch bridge (jsdom File → Node) loses file contents and names,
    // so the file part is read from the FormData the app handed to fetch.
    const sent = sentBody();
    const signature = sent.get('signature') as File;
    expect(signature.type).toBe('image/png');
    expect(signature.name).toBe('signature.png');
    const head = new Uint8Array(await signature.arrayBuffer()).slice(0, 4);
    expect([...head]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(form.has('signature')).toBe(true);
    // The active-loan query is invalidated, so the notice appears on the offers screen.
    await waitFor(() => expect(client.getQueryState(activeLoanQuery(1).queryKey)?.isInvalidated).toBe(true));
    void activeLoanCalls;
  });

  it("shows 'Enviando…' and disables the buttons while the request is pending", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mswHttp.post('/api/loans', async () => {
        await gate;
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByTestId('apply-amount'), '3000');
    await user.type(screen.getByTestId('apply-weekly-discount'), '300');
    await sign(user);
    const submit = screen.getByTestId('apply-submit');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveTextContent('Enviando…'));
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('apply-cancel')).toBeDisabled();
    release();
    await waitFor(() => expect(submit).toHaveTextContent('Solicitar'));
  });

  it('shows the server message of a 422 quote_mismatch', async () => {
    server.use(
      mswHttp.post('/api/loans', () =>
        HttpResponse.json(
          {
            error: 'quote_mismatch',
            message: 'Los montos calculados no coinciden con los del servidor.',
            details: { mismatched: ['interest_amount'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    await user.type(await screen.findByTestId('apply-amount'), '3000');
    await user.type(screen.getByTestId('apply-weekly-discount'), '300');
    await sign(user);
    await waitFor(() => expect(screen.getByTestId('apply-submit')).toBeEnabled());
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-error')).toHaveTextContent(
      'Los montos calculados no coinciden con los del servidor.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('falls back to the generic failure text', async () => {
    server.use(mswHttp.post('/api/loans', () => new HttpResponse('boom', { status: 500 })));
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByTestId('apply-amount'), '3000');
    await user.type(screen.getByTestId('apply-weekly-discount'), '300');
    await sign(user);
    await waitFor(() => expect(screen.getByTestId('apply-submit')).toBeEnabled());
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByTestId('apply-error')).toHaveTextContent('Error al enviar la solicitud');
  });

  it('refuses with the exact deadline text when the deadline has passed', async () => {
    const user = userEvent.setup();
    renderPanel(makeOffer({ today: '2026-03-02', deadline: '2026-02-27', canApply: false, reason: 'deadline_passed' }));
    const alert = await screen.findByTestId('deadline-passed');
    expect(alert.textContent).toBe('La fecha límite para solicitar préstamos ha pasado');
    await user.type(screen.getByTestId('apply-amount'), '1000');
    await user.type(screen.getByTestId('apply-weekly-discount'), '100');
    await sign(user);
    expect(screen.getByTestId('apply-submit')).toBeDisabled();
  });

  it('Cancel closes the panel', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    await user.click(await screen.findByTestId('apply-cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(within(screen.getByTestId('apply-panel')).queryByTestId('apply-error')).not.toBeInTheDocument();
  });
});
