import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@abono/domain';
import { createQueryClient } from '../../../app/queryClient';
import { setAccessToken } from '../../../lib/authStore';
import { meQuery } from '../../../lib/session/fetchMe';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { companyA, companyB, makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { OffersPage } from './OffersPage';
import { makeOffer, productA, productB } from '../testing/fixtures';

function handlers({
  products = [productA, productB],
  activeLoan = null as { id: number; status: string } | null,
  productsStatus = 200,
} = {}) {
  return [
    mswHttp.get('/api/companies/:id/active-products', () =>
      productsStatus === 200
        ? HttpResponse.json(products)
        : HttpResponse.json({ error: 'internal_error', message: 'x' }, { status: productsStatus }),
    ),
    mswHttp.get('/api/loans/user-active', () => HttpResponse.json(activeLoan)),
    mswHttp.get('/api/loans/offers/:id', () => HttpResponse.json(makeOffer())),
  ];
}

/** A signed-in session (by default hired in company A), as the shell provides it. */
function signedIn(user: SessionUser = makeUser()) {
  const client = createQueryClient();
  client.setQueryData(meQuery.queryKey, user);
  setAccessToken('access-1');
  return client;
}

describe('OffersPage', () => {
  it('asks to select a company when none is selected', async () => {
    server.use(...handlers());
    renderWithProviders(<OffersPage />);
    expect(await screen.findByTestId('no-company')).toHaveTextContent('Selecciona una empresa primero');
    expect(screen.queryByTestId(`offer-card-${productA.id}`)).not.toBeInTheDocument();
  });

  it('lists the active products with an Apply button each, and opens the apply panel', async () => {
    server.use(...handlers());
    setSelectedCompanyId(companyA.id);
    const user = userEvent.setup();
    renderWithProviders(<OffersPage />, { client: signedIn() });
    const card = await screen.findByTestId(`offer-card-${productA.id}`);
    expect(card).toHaveTextContent('Préstamo personal');
    expect(screen.getByTestId(`offer-card-${productB.id}`)).toHaveTextContent('Adelanto de nómina');
    const apply = await within(card).findByTestId(`offer-apply-${productA.id}`);
    expect(apply).toHaveTextContent('Solicitar');
    expect(screen.getByTestId(`offer-apply-${productB.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId('active-loan-notice')).not.toBeInTheDocument();
    await user.click(apply);
    // The panel is a lazy chunk: under a full parallel run its first import alone can take seconds.
    expect(await screen.findByTestId('apply-panel', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByTestId('apply-amount', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the active-loan notice with a link to /my-credit and hides Apply', async () => {
    server.use(...handlers({ activeLoan: { id: 5, status: 'pending' } }));
    setSelectedCompanyId(companyA.id);
    renderWithProviders(<OffersPage />, { client: signedIn() });
    const notice = await screen.findByTestId('active-loan-notice');
    expect(notice).toHaveTextContent('Pendiente');
    expect(within(notice).getByTestId('active-loan-details-link')).toHaveAttribute('href', '/my-credit');
    expect(within(notice).getByTestId('active-loan-details-link')).toHaveTextContent(/^Ver detalles$/);
    expect(await screen.findByTestId(`offer-card-${productA.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId(`offer-apply-${productA.id}`)).not.toBeInTheDocument();
  });

  it("shows exactly the selected company's offered products, read from that company's active-products", async () => {
    const asked: string[] = [];
    server.use(
      // The server answers only the company's active, assigned products (decision 078): one here.
      mswHttp.get('/api/companies/:id/active-products', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json([productB]);
      }),
      ...handlers(),
    );
    setSelectedCompanyId(companyA.id);
    renderWithProviders(<OffersPage />, { client: signedIn() });
    expect(await screen.findByTestId(`offer-card-${productB.id}`)).toHaveTextContent('Adelanto de nómina');
    expect(screen.queryByTestId(`offer-card-${productA.id}`)).not.toBeInTheDocument();
    expect(screen.getAllByTestId(/^offer-card-/)).toHaveLength(1);
    expect(asked).toEqual([String(companyA.id)]);
  });

  it('says so when the company offers nothing', async () => {
    server.use(...handlers({ products: [] }));
    setSelectedCompanyId(companyA.id);
    renderWithProviders(<OffersPage />, { client: signedIn() });
    expect(await screen.findByTestId('no-offers')).toHaveTextContent('No hay ofertas disponibles');
  });

  it('shows an error with a retry when the products cannot be loaded', async () => {
    server.use(...handlers({ productsStatus: 500 }));
    setSelectedCompanyId(companyA.id);
    const client = signedIn();
    client.setDefaultOptions({ queries: { retry: false } });
    renderWithProviders(<OffersPage />, { client });
    await waitFor(() => expect(screen.getByTestId('offers-error')).toBeInTheDocument());
    expect(screen.getByTestId('offers-error')).toHaveTextContent('No fue posible cargar las ofertas');
  });

  it('without a hired record in the selected company, hides Apply and says why', async () => {
    server.use(...handlers());
    // Hired in company A only; company B is selected.
    setSelectedCompanyId(companyB.id);
    renderWithProviders(<OffersPage />, { client: signedIn() });
    const notice = await screen.findByTestId('not-applicant-notice');
    expect(notice).toHaveTextContent('No tienes un registro de empleado activo en esta empresa');
    expect(notice).toHaveTextContent('pide a Recursos Humanos');
    expect(await screen.findByTestId(`offer-card-${productA.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId(`offer-apply-${productA.id}`)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Solicitar/ })).not.toBeInTheDocument();
  });

  it('a record that is not hired (terminated) cannot apply either', async () => {
    server.use(...handlers());
    setSelectedCompanyId(companyA.id);
    const base = makeUser();
    const terminated = makeUser({ employees: base.employees.map((e) => ({ ...e, status: 'terminated' as const })) });
    renderWithProviders(<OffersPage />, { client: signedIn(terminated) });
    expect(await screen.findByTestId('not-applicant-notice')).toBeInTheDocument();
    expect(await screen.findByTestId(`offer-card-${productA.id}`)).toBeInTheDocument();
    expect(screen.queryByTestId(`offer-apply-${productA.id}`)).not.toBeInTheDocument();
  });
});
