/**
 * /products with MSW (spec 02 "Products"; decision 078): the table with the domain's type names,
 * create and edit through the form (required fields refused before any call), the delete refusal
 * shown as the server says it, the company products modal sending the chosen set, and axe.
 */
import { BACK_OFFICE_ERRORS, PRODUCT_TYPE_LABELS, type ProductSummary } from '@abono/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http as mswHttp } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { renderWithProviders } from '../../../test/renderApp';
import { server } from '../../../test/server';
import { ProductsPage } from './ProductsPage';

const loan: ProductSummary = {
  id: 1,
  name: 'Préstamo de nómina',
  description: 'Descuento semanal',
  type: 'loan',
  is_active: true,
};
const insurance: ProductSummary = {
  id: 2,
  name: 'Seguro de vida',
  description: 'Cobertura',
  type: 'insurance',
  is_active: true,
};
const old: ProductSummary = {
  id: 3,
  name: 'Adelanto 2024',
  description: 'Ya no se ofrece',
  type: 'advance',
  is_active: false,
};

/** An in-memory catalogue behind the products routes; returns what each write received. */
function productsServer(initial: ProductSummary[] = [loan, insurance, old], assigned: number[] = [1]) {
  let catalogue = [...initial];
  let offered = [...assigned];
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    sent.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: await request.json().catch(() => null),
    });
  };
  server.use(
    mswHttp.get('/api/products', () => HttpResponse.json(catalogue)),
    mswHttp.post('/api/products', async ({ request }) => {
      await record(request);
      const created = { id: 99, ...(sent.at(-1)!.body as Omit<ProductSummary, 'id'>) };
      catalogue = [...catalogue, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    mswHttp.put('/api/products/:id', async ({ request, params }) => {
      await record(request);
      const updated = { id: Number(params.id), ...(sent.at(-1)!.body as Omit<ProductSummary, 'id'>) };
      catalogue = catalogue.map((p) => (p.id === updated.id ? updated : p));
      return HttpResponse.json(updated);
    }),
    mswHttp.delete('/api/products/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        { error: 'product_in_use', message: BACK_OFFICE_ERRORS.product_in_use.message },
        { status: 409 },
      );
    }),
    mswHttp.get('/api/companies/:id/products', () =>
      HttpResponse.json(catalogue.filter((p) => offered.includes(p.id))),
    ),
    mswHttp.put('/api/companies/:id/products', async ({ request }) => {
      await record(request);
      offered = (sent.at(-1)!.body as { productIds: number[] }).productIds;
      return HttpResponse.json(catalogue.filter((p) => offered.includes(p.id)));
    }),
  );
  return sent;
}

async function expectNoAxeViolations(): Promise<void> {
  // jsdom has no layout (colour contrast is the e2e's), and a page rendered alone sits outside the shell's landmarks.
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

beforeEach(() => setSelectedCompanyId(1));
afterEach(() => notifications.clean());

describe('ProductsPage', () => {
  it('lists name, description, the domain type name and the state, and passes axe', async () => {
    productsServer();
    renderWithProviders(<ProductsPage />, { path: '/products' });
    const row = await screen.findByTestId('product-row-3');
    expect(row).toHaveTextContent('Adelanto 2024');
    expect(row).toHaveTextContent('Ya no se ofrece');
    expect(row).toHaveTextContent(PRODUCT_TYPE_LABELS.advance);
    expect(row).toHaveTextContent('Inactivo');
    expect(screen.getByTestId('product-row-2')).toHaveTextContent(PRODUCT_TYPE_LABELS.insurance);
    expect(screen.getByTestId('product-row-1')).toHaveTextContent('Activo');
    await expectNoAxeViolations();
  });

  it('creates a product: required fields are refused before any call, then the form sends it', async () => {
    const sent = productsServer();
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { path: '/products' });
    await user.click(await screen.findByTestId('product-create'));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    await user.click(within(dialog).getByTestId('product-save'));
    expect(await within(dialog).findAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(sent).toEqual([]);
    await expectNoAxeViolations();

    await user.type(within(dialog).getByTestId('product-name'), 'Préstamo escolar');
    await user.type(within(dialog).getByTestId('product-description'), 'Útiles escolares');
    await user.selectOptions(within(dialog).getByTestId('product-type'), PRODUCT_TYPE_LABELS.loan);
    await user.click(within(dialog).getByTestId('product-save'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Producto creado correctamente');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/products',
        body: { name: 'Préstamo escolar', description: 'Útiles escolares', type: 'loan', is_active: true },
      },
    ]);
    expect(await screen.findByTestId('product-row-99')).toHaveTextContent('Préstamo escolar');
  });

  it('edits a product from its row, deactivating it', async () => {
    const sent = productsServer();
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { path: '/products' });
    await user.click(await screen.findByTestId('product-edit-1'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar producto' });
    expect(within(dialog).getByTestId('product-name')).toHaveValue('Préstamo de nómina');
    await user.click(within(dialog).getByTestId('product-active'));
    await user.click(within(dialog).getByTestId('product-save'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Producto actualizado correctamente');
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/products/1',
      body: { name: 'Préstamo de nómina', description: 'Descuento semanal', type: 'loan', is_active: false },
    });
    await waitFor(() => expect(screen.getByTestId('product-row-1')).toHaveTextContent('Inactivo'));
  });

  it('asks before deleting and shows the 409 suggesting deactivation inside the dialog', async () => {
    const sent = productsServer();
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { path: '/products' });
    await user.click(await screen.findByTestId('product-delete-2'));
    const dialog = await screen.findByTestId('product-delete-dialog');
    // The modal's root mounts before its body: wait for the body, as a person would.
    await waitFor(() => expect(dialog).toHaveTextContent('Seguro de vida'));
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByTestId('product-delete-ok'));
    expect(await within(dialog).findByTestId('product-delete-error')).toHaveTextContent(
      BACK_OFFICE_ERRORS.product_in_use.message,
    );
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/products/2', body: null }]);
    expect(screen.getByTestId('product-row-2')).toBeInTheDocument();
  });

  it('the company products modal offers active products, disables an inactive one and sends the set', async () => {
    const sent = productsServer();
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { path: '/products' });
    await user.click(await screen.findByTestId('company-products-open'));
    const dialog = await screen.findByTestId('company-products-modal');
    const first = await within(dialog).findByRole('checkbox', { name: /Préstamo de nómina/ });
    expect(first).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Adelanto 2024/ })).toBeDisabled();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('checkbox', { name: /Seguro de vida/ }));
    await user.click(within(dialog).getByTestId('company-products-save'));
    expect(await screen.findByTestId('toast-success')).toHaveTextContent('Productos de la empresa actualizados');
    expect(sent).toEqual([{ method: 'PUT', url: '/api/companies/1/products', body: { productIds: [1, 2] } }]);
  });

  it('without a selected company the company products button is absent', async () => {
    setSelectedCompanyId(null);
    productsServer();
    renderWithProviders(<ProductsPage />, { path: '/products' });
    expect(await screen.findByTestId('products-no-company')).toBeInTheDocument();
    expect(screen.queryByTestId('company-products-open')).not.toBeInTheDocument();
  });
});
