import { ERRORS, INSURANCE_TYPES, formatMXN, quoteLoan, todayInMexicoCity } from '@abono/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient';
import { meQuery } from '../../../lib/session/fetchMe';
import { setAccessToken } from '../../../lib/authStore';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { companyA, companyB, makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { captureFetchBody } from '../../../test/captureFetchBody';
import { InsuranceOffersPage } from './InsuranceOffersPage';

vi.mock('signature_pad', async () => ({
  default: (await import('../../../components/SignaturePad/testing/FakeSignaturePad')).FakeSignaturePad,
}));

/** A deadline far enough ahead for any run date (it only has to be ≥ today and give weeks). */
function futureDeadline(): string {
  const year = Number(todayInMexicoCity().slice(0, 4)) + 1;
  return `${year}-06-30`;
}

function settings(deadline: string | null) {
  return mswHttp.get('/api/settings', () =>
    HttpResponse.json({
      company_id: companyA.id,
      interestRate: '2.5',
      deadline,
      issuer_code: null,
      company_location: null,
      company_legal_name: null,
      hsbc_account_number: null,
    }),
  );
}

function renderPage() {
  const client = createQueryClient();
  client.setQueryData(meQuery.queryKey, makeUser());
  setAccessToken('access-1');
  setSelectedCompanyId(companyA.id);
  return renderWithProviders(<InsuranceOffersPage />, { client });
}

async function openPanel(user: UserEvent, type: string) {
  await user.click(within(screen.getByTestId(`insurance-card-${type}`)).getByRole('button'));
  return screen.findByTestId('insurance-panel');
}

async function sign(user: UserEvent) {
  await user.click(screen.getByTestId('sign-button'));
  const canvas = await screen.findByTestId('signature-canvas');
  const confirm = screen.getByTestId('signature-confirm');
  await waitFor(() => {
    fireEvent.pointerUp(canvas);
    expect(confirm).toBeEnabled();
  });
  await user.click(confirm);
  await screen.findByTestId('signature-signed');
}

function payslipInput(): HTMLInputElement {
  return screen.getByTestId('insurance-panel').ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('InsuranceOffersPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the seven insurance types with an icon, name, description and "Ver detalles"', () => {
    renderPage();
    expect(screen.getByTestId('insurance-page')).toBeInTheDocument();
    expect(INSURANCE_TYPES).toHaveLength(7);
    for (const type of INSURANCE_TYPES) {
      const card = screen.getByTestId(`insurance-card-${type}`);
      expect(card.querySelector('svg')).not.toBeNull();
      expect(within(card).getByRole('button')).toHaveTextContent('Ver detalles');
    }
    expect(screen.getByTestId('insurance-card-funeral')).toHaveTextContent('Servicios funerarios');
    expect(screen.getByTestId('insurance-card-pet')).toHaveTextContent('Seguro de mascota');
  });

  it('without a hired record in the selected company, "Ver detalles" is disabled with an explanation', () => {
    setSelectedCompanyId(companyB.id);
    const client = createQueryClient();
    client.setQueryData(meQuery.queryKey, makeUser()); // hired in company A only
    setAccessToken('access-1');
    renderWithProviders(<InsuranceOffersPage />, { client });
    expect(screen.getByTestId('not-applicant-notice')).toHaveTextContent(
      'No tienes un registro de empleado activo en esta empresa',
    );
    for (const type of INSURANCE_TYPES) expect(screen.getByTestId(`insurance-details-${type}`)).toBeDisabled();
  });

  it('refuses a non-PDF payslip on the client, by name and by content', async () => {
    server.use(settings(futureDeadline()));
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await openPanel(user, 'auto');
    await screen.findByTestId('insurance-policy-amount');
    await user.upload(payslipInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('El recibo de nómina debe ser un archivo PDF')).toBeInTheDocument();
    await user.upload(
      payslipInput(),
      new File(['PK\u0003\u0004 not a pdf'], 'renamed.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('El recibo de nómina debe ser un archivo PDF')).toBeInTheDocument();
    expect(screen.getByTestId('insurance-submit')).toBeDisabled();
  });

  it('computes the summary and sends the request with the payslip, method and signature', async () => {
    const deadline = futureDeadline();
    let fields: Record<string, string> = {};
    server.use(
      settings(deadline),
      mswHttp.post('/api/loans/insurance', async ({ request }) => {
        const form = await request.formData();
        fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<
          string,
          string
        >;
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    const sentBody = captureFetchBody('/api/loans/insurance');
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await openPanel(user, 'life');
    await user.type(await screen.findByTestId('insurance-policy-amount'), '2000');
    await user.type(screen.getByTestId('insurance-weekly-discount'), '250');
    const q = quoteLoan({
      today: todayInMexicoCity(),
      deadline,
      monthlyRatePercent: '2.5',
      amount: '2000',
      weeklyDiscount: '250',
    });
    if (!q.ok) throw new Error('no quote');
    expect(screen.getByTestId('quote-total')).toHaveTextContent(formatMXN(q.quote.totalAmount));
    // The note speaks of the insurance, not of a loan.
    expect(q.quote.fullyPaid).toBe(true);
    expect(screen.getByTestId('quote-note-green')).toHaveTextContent(/^El seguro queda liquidado/);
    expect(screen.getByTestId('quote-note-green')).not.toHaveTextContent(/préstamo/i);
    await user.click(screen.getByTestId('insurance-method-personal_loan'));
    await user.upload(payslipInput(), new File(['%PDF-1.4\n%…'], 'recibo.pdf', { type: 'application/pdf' }));
    await sign(user);
    const submit = screen.getByTestId('insurance-submit');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText('Solicitud de seguro enviada exitosamente')).toBeInTheDocument();
    expect(fields).toMatchObject({
      insurance_type: 'life',
      payment_method: 'personal_loan',
      policy_amount: '2000.00',
      weekly_discount: '250.00',
      company_id: String(companyA.id),
      employee_code: 'E-001',
      name: 'Ana María López',
      branch: 'León',
      interest_amount: q.quote.interestAmount,
      total_amount: q.quote.totalAmount,
      weeks_needed: String(q.quote.weeksNeeded),
      final_payment: q.quote.finalPayment,
      final_payment_date: q.quote.finalPaymentDate,
    });
    const sent = sentBody();
    const payslip = sent.get('last_payslip') as File;
    expect(payslip.name).toBe('recibo.pdf');
    expect(await payslip.text()).toContain('%PDF-');
    expect((sent.get('signature') as File).type).toBe('image/png');
  });

  it('shows the server message, else messages.insurance_request_error', async () => {
    server.use(
      settings(futureDeadline()),
      mswHttp.post('/api/loans/insurance', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await openPanel(user, 'home');
    await user.type(await screen.findByTestId('insurance-policy-amount'), '1000');
    await user.type(screen.getByTestId('insurance-weekly-discount'), '100');
    await user.upload(payslipInput(), new File(['%PDF-1.7'], 'r.pdf', { type: 'application/pdf' }));
    await sign(user);
    await waitFor(() => expect(screen.getByTestId('insurance-submit')).toBeEnabled());
    await user.click(screen.getByTestId('insurance-submit'));
    expect(await screen.findByTestId('insurance-error')).toHaveTextContent('Error al enviar la solicitud de seguro');
  });

  it('a deadline the server says has passed shows the insurance text, not the loans one', async () => {
    server.use(
      settings(futureDeadline()),
      mswHttp.post('/api/loans/insurance', () =>
        HttpResponse.json(
          { error: 'insurance_deadline_passed', message: ERRORS.insurance_deadline_passed.message },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    await openPanel(user, 'home');
    await user.type(await screen.findByTestId('insurance-policy-amount'), '1000');
    await user.type(screen.getByTestId('insurance-weekly-discount'), '100');
    await user.upload(payslipInput(), new File(['%PDF-1.7'], 'r.pdf', { type: 'application/pdf' }));
    await sign(user);
    await waitFor(() => expect(screen.getByTestId('insurance-submit')).toBeEnabled());
    await user.click(screen.getByTestId('insurance-submit'));
    expect(await screen.findByTestId('insurance-error')).toHaveTextContent(
      'La fecha límite para solicitar seguros ha pasado',
    );
  });

  // errors.insurance_deadline_passed
  it('refuses with the insurance deadline text when the deadline has passed', async () => {
    server.use(settings('2020-01-31'));
    const user = userEvent.setup();
    renderPage();
    await openPanel(user, 'travel');
    expect(await screen.findByTestId('deadline-passed')).toHaveTextContent(
      'La fecha límite para solicitar seguros ha pasado',
    );
    expect(screen.getByTestId('insurance-submit')).toBeDisabled();
  });
});
